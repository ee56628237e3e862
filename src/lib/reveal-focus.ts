// A list that shows more of its items in place ("View All"): the items it reveals may stand
// before the button that revealed them, where the next Tab would never reach them.

/** What a keyboard reaches in an item: its links and its controls that are not disabled. */
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Runs `reveal` (which must commit at once: flushSync) and then moves the focus to the first
 * control of the first item of `list` it showed, so the keyboard goes on through what appeared.
 * The focus stays where it was when nothing was shown or a shown item has no control.
 */
export function revealAndFocus(list: HTMLElement | null, reveal: () => void): void {
  const wereHidden = list ? [...list.children].filter((item) => (item as HTMLElement).hidden) : [];
  reveal();
  const first = wereHidden.find((item) => !(item as HTMLElement).hidden);
  first?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}
