import { describe, expect, it } from 'vitest';
import { CARD_AUTHORS_FIRST, CARD_AUTHORS_MAX, cardAuthors } from './card-authors';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Author ${index + 1}`);
const isOwner = (name: string) => name === 'Owner';

describe('cardAuthors', () => {
  it('shows every author of a list up to the most a card lists', () => {
    const authors = names(CARD_AUTHORS_MAX);
    expect(cardAuthors(authors, isOwner)).toEqual({ shown: authors, gap: false, more: 0 });
  });

  it('shows the first authors of a longer list and counts the rest', () => {
    const authors = names(CARD_AUTHORS_MAX + 1);
    expect(cardAuthors(authors, isOwner)).toEqual({
      shown: authors.slice(0, CARD_AUTHORS_FIRST),
      gap: false,
      more: CARD_AUTHORS_MAX + 1 - CARD_AUTHORS_FIRST,
    });
  });

  it('keeps the owner, far down a long list, after a gap, and counts the others left out', () => {
    const authors = names(120);
    authors[99] = 'Owner';
    expect(cardAuthors(authors, isOwner)).toEqual({
      shown: [...authors.slice(0, CARD_AUTHORS_FIRST), 'Owner'],
      gap: true,
      more: 120 - CARD_AUTHORS_FIRST - 1,
    });
  });

  it('needs no gap for an owner right after the first authors', () => {
    const authors = names(20);
    authors[CARD_AUTHORS_FIRST] = 'Owner';
    const { shown, gap, more } = cardAuthors(authors, isOwner);
    expect(shown.at(-1)).toBe('Owner');
    expect(gap).toBe(false);
    expect(more).toBe(20 - CARD_AUTHORS_FIRST - 1);
  });
});
