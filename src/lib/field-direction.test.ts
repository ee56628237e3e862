import { describe, expect, it } from 'vitest';
import { fieldDirection } from './field-direction';

describe('fieldDirection', () => {
  it("leaves an empty field to the page's direction and lets typed text set its own", () => {
    expect(fieldDirection('text', '')).toBeUndefined();
    expect(fieldDirection('text', 'שלום')).toBe('auto');
    expect(fieldDirection('text', 'Hello')).toBe('auto');
  });

  it('writes an address left to right, empty or not', () => {
    expect(fieldDirection('email', '')).toBe('ltr');
    expect(fieldDirection('email', 'ada@example.com')).toBe('ltr');
  });
});
