// `import notes from 'virtual:notes'`: the summaries of the notes the page's language shows,
// newest first, for the main page's section (titles, dates, summaries, tags; never a body).
// Drafts only under `NOTES_DRAFTS=1 npm run dev` and in the drafts preview (load.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Languages } from '../../src/content/types.ts';
import { newestFirst, type NoteSummary } from '../../src/lib/notes.ts';
import { contentDir, LANGUAGE_DIR_VARIABLE, resolveContentModule } from '../content-dir.ts';
import {
  buildsDrafts,
  DRAFTS_VARIABLE,
  loadNotes,
  NOTES_DIR,
  notesOf,
  type NoteSource,
} from './load.ts';

export const NOTES_MODULE = 'virtual:notes';
const RESOLVED = `\0${NOTES_MODULE}`;

/** The site's languages, read as the build reads them. */
export async function siteLanguagesOf(root: string): Promise<Languages> {
  const file = resolveContentModule(root, '@content/languages', {
    ...process.env,
    [LANGUAGE_DIR_VARIABLE]: '',
  });
  if (!file) return { default: 'en', all: ['en'] };
  // Loaded here, not at the top: esbuild, which tsx uses, cannot start inside a test's jsdom.
  const { tsImport } = await import('tsx/esm/api');
  return ((await tsImport(file, import.meta.url)) as { languages: Languages }).languages;
}

/** A note as the page's list needs it. */
export const summaryOf = (note: NoteSource): NoteSummary => ({
  slug: note.slug,
  title: note.title,
  date: note.date,
  ...(note.updated === undefined ? {} : { updated: note.updated }),
  summary: note.summary,
  tags: note.tags,
  language: note.language,
  draft: note.draft,
});

/** The summaries a build (or, with drafts, the dev server) of the language shows. */
async function shownNotes(root: string, serving: boolean): Promise<NoteSummary[]> {
  const folder = contentDir(root);
  const languages = await siteLanguagesOf(root);
  // A note with a problem is left out here: the content check names it before any build.
  const { notes } = await loadNotes(path.join(root, folder), folder, languages);
  const language = process.env.PORTFOLIO_LANGUAGE || languages.default;
  const drafts =
    (serving && process.env[DRAFTS_VARIABLE] === '1') || buildsDrafts(process.env, root);
  return newestFirst(notesOf(notes, language, drafts)).map(summaryOf);
}

export function notesPlugin(root: string): Plugin {
  let serving = false;
  return {
    name: 'portfolio-notes',
    // The section registry hides the section by this count (src/config/sections.ts), so the
    // page's JavaScript never carries the notes themselves.
    async config(_config, { command }) {
      serving = command === 'serve';
      return {
        define: { __NOTE_COUNT__: JSON.stringify((await shownNotes(root, serving)).length) },
      };
    },
    resolveId(id) {
      return id === NOTES_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Each note file, not the folder: vitest would take a watched folder for an import.
      const notesDir = path.join(root, contentDir(root), NOTES_DIR);
      if (existsSync(notesDir)) {
        for (const name of readdirSync(notesDir).filter((file) => file.endsWith('.md'))) {
          this.addWatchFile(path.join(notesDir, name));
        }
      }
      return `export default ${JSON.stringify(await shownNotes(root, serving))};`;
    },
  };
}
