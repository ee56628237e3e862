// Shared class lists for links and buttons that look like buttons.

export const BUTTON_BASE =
  // min-h-11 is the height with its label, so an icon painted before the label stays put.
  'inline-block min-h-11 rounded-full px-6 py-3 text-center text-sm font-semibold text-balance transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A button's icon, in its label's line rather than beside it as a flex item: where a long label
 * wraps (a German one on a phone), the icon stays beside its first or last word, not at the edge.
 */
const BUTTON_ICON = 'inline-block size-4 align-[-0.2em]';
export const BUTTON_ICON_BEFORE = `${BUTTON_ICON} me-2`;
export const BUTTON_ICON_AFTER = `${BUTTON_ICON} ms-2`;

/**
 * A filled button's edge where the visitor's own colours replace the page's (Windows' contrast
 * themes): its fill is dropped there, and it would read as bare text. An outline takes no room.
 */
export const FORCED_COLORS_EDGE = 'forced-edge';

/**
 * The chosen one of a row of toggles (a pressed filter) where the visitor's own colours replace the
 * page's: the fill that marks it is dropped there, so it takes the system's selection colours.
 */
export const FORCED_COLORS_CHOSEN =
  'forced-colors:forced-color-adjust-none forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:bg-none forced-colors:text-[HighlightText] forced-colors:focus-visible:outline-[CanvasText]';

export const BUTTON_PRIMARY = `${BUTTON_BASE} bg-primary text-primary-fg shadow-md hover:bg-primary-hover ${FORCED_COLORS_EDGE}`;

export const BUTTON_SECONDARY = `${BUTTON_BASE} border border-border bg-surface text-fg hover:border-accent hover:text-accent`;

/** The look of the bar's round controls, without their size. */
export const BAR_CONTROL =
  'inline-flex h-10 items-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export const ICON_BUTTON = `${BAR_CONTROL} w-10 justify-center`;
