// `npm run new-content`: starts the owner's content/ folder as a copy of the sample, to edit into
// their own. From then on the build reads content/ only, and the template's updates, which change
// the sample, never touch it. (`npm run import-resume` starts it from a JSON Resume instead.)
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir.ts';
import { isLanguageTag } from '../src/content/schema';
import { HISTORY_FILE } from './item-history.ts';
import { splitFrontMatter } from './notes/load.ts';
import { languages as oneLanguage } from '../src/content/defaults/languages.ts';

/** A note written in another language than the one a new site starts in (its front matter's). */
function isTranslatedNote(file: string): boolean {
  if (!file.endsWith('.md')) return false;
  const { data } = splitFrontMatter(readFileSync(file, 'utf8'));
  const language = (data as { language?: unknown }).language;
  return typeof language === 'string' && language.trim() !== oneLanguage.default;
}

/** Copies the sample into a new content/ folder; returns what to print, or why it did not. */
export function newContent(root: string): { ok: boolean; message: string } {
  const target = path.join(root, OWNER_CONTENT_DIR);
  // An empty folder (made by hand, or left by a tool) holds nothing of the owner's to keep.
  if (existsSync(target) && readdirSync(target).length > 0) {
    return {
      ok: false,
      message: `${OWNER_CONTENT_DIR}/ already exists: it is your content, so nothing was copied.`,
    };
  }
  const sample = path.join(root, SAMPLE_CONTENT_DIR);
  cpSync(sample, target, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(sample, file);
      // Your site's addresses are recorded afresh, under its own address.
      if (relative === HISTORY_FILE) return false;
      // Your site starts in one language: the sample's translations would lay the sample's
      // words over yours in every other language. CUSTOMIZING.md says how to add one.
      if (relative === 'languages.ts') return false;
      if (isTranslatedNote(file)) return false;
      return !(isLanguageTag(relative) && statSync(file).isDirectory());
    },
  });
  return {
    ok: true,
    message:
      `Copied the sample into ${OWNER_CONTENT_DIR}/. Edit its files into your own (CUSTOMIZING.md ` +
      `lists them) and commit them; the build now reads ${OWNER_CONTENT_DIR}/ and warns for each ` +
      `value still the sample's. Your site is in one language until you add another (CUSTOMIZING.md, ` +
      `"A site in several languages"); the sample's translations were not copied. The notes in ` +
      `${OWNER_CONTENT_DIR}/notes/ are the sample's, there to show how a note is written: delete ` +
      `them, or the folder, and start your own with \`npm run new-note -- "Title"\`.`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok, message } = newContent(path.resolve(import.meta.dirname, '..'));
  (ok ? console.log : console.error)(message);
  process.exitCode = ok ? 0 : 1;
}
