/** How one list of cards lays out its rows at one width, as `cardRows` measures it. */
export interface CardRows {
  label: string | null;
  /** The list's width, in px. */
  width: number;
  /** Cards in the first row. */
  columns: number;
  /** The columns the list's classes give it at this width (`card-cols-N`; one without). */
  declared: number;
  /** How far the short last row's card sits from the list's centre, in px. */
  offCentre: number;
  /** How much wider or narrower the last card is than the first, in px. */
  widthGap: number;
}

/** The lists of cards a page has: `cardRows` measures each by its place among them. */
export const CARD_LIST = 'ul.card-list';

/** Widths tried below a list's own: about 11 px of them, 0.37 px apart. */
export const NARROWER = 30;

/**
 * The `index`th list of cards (`CARD_LIST`), given a full row of cards and one more (copies of
 * its first added, the rest taken away): run in the page. Only the cards shown count (a card
 * hidden until chosen takes no place). Measured at the list's own width and at `narrower` widths
 * below it, fractions of a pixel apart, where an engine's rounding of a card's width would show.
 * On a page that runs its scripts, bring the list into view and let its cards' entrance finish
 * first, as a visitor sees them.
 */
export const cardRows = ({
  selector,
  index,
  narrower,
}: {
  selector: string;
  index: number;
  narrower: number;
}): CardRows[] => {
  const list = document.querySelectorAll<HTMLElement>(selector)[index];
  const cards = () => [...(list?.children ?? [])].filter((li) => li.getClientRects().length > 0);
  const first = cards()[0];
  if (!list || !first) return [];
  const declared = Number(getComputedStyle(list).getPropertyValue('--card-cols').trim() || 1);
  while (cards().length < declared + 1) list.append(first.cloneNode(true));
  const own = list.getBoundingClientRect().width;
  const measure = (): CardRows => {
    const top = Math.round(first.getBoundingClientRect().top);
    const row = cards().filter((li) => Math.round(li.getBoundingClientRect().top) === top);
    const box = list.getBoundingClientRect();
    const found = { label: list.getAttribute('aria-label'), width: box.width, declared };
    // Every card in one row (more columns than the classes give): reported by its count alone.
    const next = cards()[row.length];
    if (!next) return { ...found, columns: row.length, offCentre: 0, widthGap: 0 };
    const last = next.getBoundingClientRect();
    return {
      ...found,
      columns: row.length,
      // Only a card alone in its row can be centred; a row that lost a card is reported above.
      offCentre:
        cards().length === row.length + 1
          ? Math.abs(last.left + last.width / 2 - (box.left + box.width / 2))
          : 0,
      widthGap: Math.abs(last.width - first.getBoundingClientRect().width),
    };
  };
  const rows: CardRows[] = [];
  for (let step = 0; step <= narrower; step++) {
    if (step > 0) list.style.width = `${own - step * 0.37}px`;
    // The cards past a full row and one more go, so the last row is short.
    while (cards().length > declared + 1) cards().at(-1)!.remove();
    rows.push(measure());
  }
  return rows;
};

/**
 * What is wrong with the lists' rows: a full row that lost a card to the next, or a short last
 * row not centred, or a card in it not one column wide. Empty when all is well.
 */
export function cardRowProblems(lists: readonly CardRows[]): string[] {
  return lists.flatMap((list) => {
    const problems: string[] = [];
    if (list.columns !== list.declared)
      problems.push(`${list.columns} cards in a row of ${list.declared}`);
    if (list.offCentre >= 1) problems.push(`last row ${list.offCentre.toFixed(2)} px off centre`);
    if (list.widthGap >= 1) problems.push(`last card ${list.widthGap.toFixed(2)} px off a column`);
    return problems.map((problem) => `${list.label} at ${list.width.toFixed(2)} px: ${problem}`);
  });
}
