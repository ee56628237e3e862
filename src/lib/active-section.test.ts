import { describe, expect, it } from 'vitest';
import { pickActiveSection, type SectionBox } from './active-section';

const boxes: SectionBox[] = [
  { id: 'hero', top: -900, bottom: -100 },
  { id: 'about', top: -100, bottom: 500 },
  { id: 'skills', top: 500, bottom: 1400 },
];

describe('pickActiveSection', () => {
  it('picks the section spanning the reading line a third of the way below the bar', () => {
    // line = 64 + (800 - 64) / 3 ≈ 309
    expect(pickActiveSection(boxes, 800, 64, false)).toBe('about');
  });

  it('moves on once the next section crosses the line', () => {
    const scrolled = boxes.map((b) => ({ ...b, top: b.top - 300, bottom: b.bottom - 300 }));
    expect(pickActiveSection(scrolled, 800, 64, false)).toBe('skills');
  });

  it('gives the last section at the bottom of the page, however short it is', () => {
    expect(pickActiveSection(boxes, 800, 64, true)).toBe('skills');
  });

  it('returns null when no section spans the line or there are none', () => {
    expect(pickActiveSection([{ id: 'hero', top: 400, bottom: 600 }], 800, 64, false)).toBeNull();
    expect(pickActiveSection([], 800, 64, false)).toBeNull();
  });
});
