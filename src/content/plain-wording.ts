// The wording of a content check for what the schema library finds by itself (a field of the
// wrong type, or missing), the same for the content modules (validate.ts) and a note's front
// matter (scripts/notes/load.ts). Imports with their extensions: the notes' build step reads it.
import type { z } from 'zod';
import { isFields } from '../lib/fields.ts';

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** Wording for issues the schema leaves to the library (a field of the wrong type, missing). */
export const plainWording: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  const { input } = issue;
  if (input === undefined) return 'is required';
  const expected = EXPECTED[issue.expected] ?? issue.expected;
  if (Array.isArray(input)) return `must be ${expected}, not a list`;
  if (isFields(input)) return `must be ${expected}, not an object`;
  return `${show(input)} must be ${expected}`;
};
