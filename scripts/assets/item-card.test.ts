import { describe, expect, it } from 'vitest';
import { boldEms, CARD_COLUMN_WIDTH } from './brand';
import { titleSize } from './item-card';

/** How wide `word` is drawn at `size` with the title's letter spacing. */
const drawn = (word: string, size: number) =>
  boldEms(word) * size - 1.5 * (Array.from(word).length - 1);

describe("an item's preview card title", () => {
  it('keeps its size by length where every word fits the column', () => {
    expect(titleSize('Crop Disease Detector')).toBe(76);
  });

  it('is small enough for its longest word, which no line can break, to fit the column', () => {
    // A German compound of 28 letters: at the size its length chose, it ran off the card.
    for (const title of ['Kreditkartenbetrugserkennung', 'Die Vorlesungszusammenfassung']) {
      const size = titleSize(title);
      const longest = title.split(' ').sort((a, b) => b.length - a.length)[0]!;
      expect(drawn(longest, size)).toBeLessThanOrEqual(CARD_COLUMN_WIDTH);
      expect(drawn(longest, size + 2)).toBeGreaterThan(CARD_COLUMN_WIDTH);
    }
  });

  it('goes no smaller than its least size (the card breaks such a word instead)', () => {
    expect(titleSize('Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen')).toBe(40);
  });
});
