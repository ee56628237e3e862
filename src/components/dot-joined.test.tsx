import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DotJoined } from './dot-joined';

describe('DotJoined', () => {
  it('reads as one spaced phrase, its dots hidden from screen readers', () => {
    const { container } = render(
      <DotJoined>
        {'2031'}
        <em>Field Robotics</em>
        {'Preprint'}
      </DotJoined>,
    );
    const phrase = container.firstElementChild!;
    expect(phrase.textContent).toBe('2031 · Field Robotics · Preprint');
    const dots = phrase.querySelectorAll('[aria-hidden="true"]');
    expect([...dots].map((dot) => dot.textContent)).toEqual(['·', '·']);
    // One element, so that a wrapping row moves the phrase whole.
    expect(container.childElementCount).toBe(1);
  });

  it('leaves out an empty fact and its dot', () => {
    const { container } = render(
      <DotJoined>
        {''}
        {false}
        <em>Field Robotics</em>
        {null}
      </DotJoined>,
    );
    expect(container.textContent).toBe('Field Robotics');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
