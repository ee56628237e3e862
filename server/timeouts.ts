/** Slow clients are cut off: the headers must arrive within `headersMs`, the whole request `requestMs`. */
export const DEFAULT_TIMEOUTS = { headersMs: 10_000, requestMs: 30_000 };
