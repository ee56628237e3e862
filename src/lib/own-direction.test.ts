import { describe, expect, it } from 'vitest';
import { dirAttribute, ownDirection } from './own-direction';

describe('ownDirection', () => {
  it.each([
    // Mostly Hebrew, though a Latin word comes first.
    ['GPU משובץ', 'ltr', 'rtl'],
    ['Nikos Georgiou. הוגש. שיטה חדשה לראייה בסטריאו', 'ltr', 'rtl'],
    // Mostly Latin, though a Hebrew word is in it.
    ['Intro to עברית', 'rtl', 'ltr'],
    ['Node.js', 'rtl', 'ltr'],
    ['C++', 'rtl', 'ltr'],
    // No letters, or as many each way: the page's.
    ['2019 - 2021', 'rtl', 'rtl'],
    ['2019 - 2021', 'ltr', 'ltr'],
    ['Linux משובץ', 'rtl', 'rtl'],
    ['تعلم الآلة', 'ltr', 'rtl'],
  ] as const)('%j on a %s page runs %s', (text, page, expected) => {
    expect(ownDirection(text, page)).toBe(expected);
  });

  it('asks for a direction only where the first letter would give the wrong one', () => {
    expect(dirAttribute('Node.js', 'rtl')).toBe('auto');
    expect(dirAttribute('עמידות', 'ltr')).toBe('auto');
    expect(dirAttribute('GPU משובץ', 'ltr')).toBe('rtl');
    expect(dirAttribute('2019 - 2021', 'rtl')).toBe('rtl');
    expect(dirAttribute('2019 - 2021', 'ltr')).toBe('auto');
  });
});
