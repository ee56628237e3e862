/// <reference types="vite/client" />

/** The year the site was built, so the prerendered footer matches the first client render. */
declare const __BUILD_YEAR__: number;

/**
 * True when the page's language has no résumé PDF of its own (a script the PDF cannot typeset):
 * the Download links lead to the default language's, at the site's root.
 */
declare const __RESUME_ELSEWHERE__: boolean;

/**
 * The hero photo, rendered by the build at every width the page shows (scripts/assets/portrait.ts);
 * null when the owner has no photo.
 */
declare module 'virtual:portrait' {
  // An ambient module cannot import by a relative path; an import() type is the way in.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const portrait: import('./config/portrait').Portrait | null;
  export default portrait;
}

/** Every paper's citation strings by paper id, formatted by the build (scripts/citations/). */
declare module 'virtual:citations' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const citations: Record<string, import('./lib/citations').PaperCitations>;
  export default citations;
}

/** How many notes the page's language shows (scripts/notes/plugin.ts). */
declare const __NOTE_COUNT__: number | undefined;

/** The notes of the page's language, newest first, without their bodies (scripts/notes/). */
declare module 'virtual:notes' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const notes: import('./lib/notes').NoteSummary[];
  export default notes;
}
