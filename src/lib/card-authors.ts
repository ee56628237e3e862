// A paper card's authors: every one of a short list; of a long one (a collaboration's hundred), the
// first few, the owner wherever they stand, and how many more. The paper's page and modal list all.

/** A card lists every author up to this many. */
export const CARD_AUTHORS_MAX = 8;
/** Of a longer list, a card shows this many first (the owner besides, if later). */
export const CARD_AUTHORS_FIRST = 6;

export interface CardAuthors<Author> {
  /** The authors shown, in the paper's order. */
  shown: Author[];
  /** Whether authors are left out between the first ones and the owner. */
  gap: boolean;
  /** How many authors are not shown. */
  more: number;
}

/** Which of `authors` a card shows: `isOwner` keeps the site's owner among them. */
export function cardAuthors<Author>(
  authors: readonly Author[],
  isOwner: (author: Author) => boolean,
): CardAuthors<Author> {
  if (authors.length <= CARD_AUTHORS_MAX) return { shown: [...authors], gap: false, more: 0 };
  const first = authors.slice(0, CARD_AUTHORS_FIRST);
  const owners = authors.slice(CARD_AUTHORS_FIRST).filter(isOwner);
  const shown = [...first, ...owners];
  return {
    shown,
    gap: owners.length > 0 && authors.indexOf(owners[0]!) > CARD_AUTHORS_FIRST,
    more: authors.length - shown.length,
  };
}
