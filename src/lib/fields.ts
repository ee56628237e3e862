/** An object read as named fields: a content entry, a translation, a parsed document. */
export type Fields = Record<string, unknown>;

/** Whether `value` is an object of named fields (not null, not a list). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
