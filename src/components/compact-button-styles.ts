// Smaller buttons for cards and dialog footers, where three sit side by side.
import { FORCED_COLORS_EDGE } from './button-styles';

const COMPACT_BASE =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-3.5 py-2 text-sm sm:px-4 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60';

export const COMPACT_PRIMARY = `${COMPACT_BASE} bg-primary text-primary-fg shadow-sm hover:bg-primary-hover disabled:hover:bg-primary ${FORCED_COLORS_EDGE}`;

export const COMPACT_SECONDARY = `${COMPACT_BASE} border border-border bg-surface text-fg hover:border-accent hover:text-accent disabled:hover:border-border disabled:hover:text-fg`;

/** A disabled stand-in for a missing link: muted, no hover. */
export const COMPACT_UNAVAILABLE = `${COMPACT_BASE} border border-dashed border-border bg-surface-muted text-muted`;
