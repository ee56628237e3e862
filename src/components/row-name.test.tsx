import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageDirection } from '../words';
import { RowName } from './row-name';

describe('RowName', () => {
  const directionOf = (name: string) =>
    render(<RowName>{name}</RowName>).container.querySelector('bdi')!.getAttribute('dir');

  it('runs the way most of its letters do, not its first letter alone', () => {
    expect(directionOf('GPU משובץ')).toBe('rtl');
    expect(directionOf('Intro to עברית')).toBe('ltr');
  });

  it("runs the page's way where its letters do not decide", () => {
    expect(directionOf('2019 - 2021')).toBe(pageDirection);
  });
});
