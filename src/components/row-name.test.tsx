import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowName } from './row-name';

describe('RowName', () => {
  const dirOf = (name: string) =>
    render(<RowName>{name}</RowName>)
      .container.querySelector('bdi')!
      .getAttribute('dir');

  it('runs the way most of its letters do, where its first letter would say otherwise', () => {
    expect(dirOf('GPU משובץ')).toBe('rtl');
  });

  it("says nothing where a <bdi>'s own rule, its first letter, gives the right way", () => {
    expect(dirOf('Intro to עברית')).toBeNull();
    // On this English page: digits alone run left to right, as the page does.
    expect(dirOf('2019 - 2021')).toBeNull();
  });
});
