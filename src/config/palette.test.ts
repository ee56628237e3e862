import { describe, expect, it } from 'vitest';
import guide from '../../CUSTOMIZING.md?raw';
import { ACCENT_NAMES, accentGradient, accentInTurn, ACCENTS } from './palette';

describe('the accent palette', () => {
  it('draws each name with its own gradient, so a gradient names one accent', () => {
    const gradients = ACCENT_NAMES.map(accentGradient);
    expect(new Set(gradients).size).toBe(ACCENT_NAMES.length);
    for (const gradient of gradients) expect(gradient).toMatch(/^from-[a-z]+-\d+ to-[a-z]+-\d+$/);
  });

  it('hands accents out in turn, in palette order, starting again after the last', () => {
    expect(ACCENT_NAMES.map((_, i) => accentInTurn(i))).toEqual(Object.keys(ACCENTS));
    expect(accentInTurn(ACCENT_NAMES.length)).toBe(ACCENT_NAMES[0]);
  });

  it('is listed in CUSTOMIZING.md, name and gradient, for owners to choose from', () => {
    for (const name of ACCENT_NAMES) {
      expect(guide).toMatch(new RegExp(`\\| \`${name}\` +\\| \`${accentGradient(name)}\` +\\|`));
    }
  });
});
