// `npm run new-note -- "Title" [--language de] [--slug address]`: starts a note in the owner's
// content/notes/ folder, a draft dated today, its front matter written out (CUSTOMIZING.md, "Notes")
// so nothing needs remembering. It never overwrites a file, and never writes into the sample.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { isValidSlug, slugify } from '../src/lib/item-address.ts';
import { contentDir, OWNER_CONTENT_DIR } from './content-dir.ts';
import { NOTES_DIR } from './notes/load.ts';

/** What a new note says until its owner writes it; the content check and the build name it. */
export const NEW_NOTE_TEXT = {
  summary: 'One or two sentences, shown on the cards, in the feeds and in link previews.',
  body: 'Write the note here, in Markdown. It is a draft: `npm run preview:drafts` shows it as it will look, and `draft: false` publishes it.',
} as const;

export interface NewNoteOptions {
  root: string;
  title: string;
  /** The site's languages (languages.ts). */
  languages: { default: string; all: readonly string[] };
  /** The note's language; the default one if left out. */
  language?: string;
  /** Its address; the title's when left out. */
  slug?: string;
  /** Today, YYYY-MM-DD. */
  today: string;
}

/** The day as YYYY-MM-DD, in the machine's own time zone (the owner's day, not UTC's). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Writes the new note; returns what to print, or why it wrote nothing. */
export function newNote(options: NewNoteOptions): { ok: boolean; message: string } {
  const { root, languages, today } = options;
  const title = options.title.trim();
  const fail = (message: string) => ({ ok: false, message });
  if (contentDir(root) !== OWNER_CONTENT_DIR) {
    return fail(
      `There is no ${OWNER_CONTENT_DIR}/ folder yet, and a note in the sample would be lost to the template's next update: run "npm run new-content" first.`,
    );
  }
  if (title === '') return fail('Give the note a title: npm run new-note -- "My first note"');
  const language = options.language ?? languages.default;
  if (!languages.all.includes(language)) {
    return fail(
      `"${language}" is not one of the site's languages (${languages.all.join(', ')}): add it to languages.ts first, or leave --language out.`,
    );
  }
  const slug = options.slug ?? slugify(title);
  if (!isValidSlug(slug)) {
    return fail(
      options.slug === undefined
        ? `The title gives no address: name one with --slug (lower case, letters, digits and hyphens).`
        : `"${slug}" is not a usable address: lower case, letters, digits and single hyphens.`,
    );
  }
  // A translation shares its note's slug; its file says its language (CUSTOMIZING.md).
  const name = language === languages.default ? `${slug}.md` : `${slug}.${language}.md`;
  const folder = path.join(root, OWNER_CONTENT_DIR, NOTES_DIR);
  const file = path.join(folder, name);
  const shown = path.relative(root, file);
  if (existsSync(file)) return fail(`${shown} already exists: nothing was written over it.`);
  // YAML quotes what needs quoting (a title with ": " or " #" in it); no line is folded.
  const frontMatter = stringify(
    {
      title,
      date: today,
      summary: NEW_NOTE_TEXT.summary,
      tags: [],
      draft: true,
      ...(language === languages.default ? {} : { language }),
    },
    { lineWidth: 0 },
  );
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, `---\n${frontMatter}---\n\n${NEW_NOTE_TEXT.body}\n`, { flag: 'wx' });
  return {
    ok: true,
    message:
      `Wrote ${shown}, a draft dated ${today}: write its summary, tags and text, read it with ` +
      `"npm run preview:drafts", and set "draft: false" to publish it at /notes/${slug}/.`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { language: { type: 'string' }, slug: { type: 'string' } },
    });
  } catch (error) {
    console.error(
      `${(error as Error).message}\nUsage: npm run new-note -- "Title" [--language de] [--slug address]`,
    );
    process.exit(1);
  }
  const { values, positionals } = parsed;
  // Loaded here: it reads the site's languages.ts with tsx.
  const { siteLanguagesOf } = await import('./notes/plugin.ts');
  const { ok, message } = newNote({
    root,
    title: positionals.join(' '),
    languages: await siteLanguagesOf(root),
    ...(values.language === undefined ? {} : { language: values.language }),
    ...(values.slug === undefined ? {} : { slug: values.slug }),
    today: localDay(new Date()),
  });
  (ok ? console.log : console.error)(message);
  process.exitCode = ok ? 0 : 1;
}
