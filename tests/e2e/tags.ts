/**
 * Marks a test whose outcome cannot depend on the owner's content (the form's and the server's
 * behaviour, say). The owner suite (scripts/owner-suite.ts) runs the rest again on the second
 * content set and leaves these out: they ran once already, on the same code.
 */
export const CONTENT_FREE = { tag: '@content-free' } as const;
