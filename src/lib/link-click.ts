/** The parts of a click that say what the visitor asked of a link. */
interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A click that asks for the link itself (a new tab or window, a download, another button): the
 * browser's to follow, not the page's to take over.
 */
export const asksForTheLink = (event: LinkClick): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
