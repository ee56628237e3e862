// The build of every language: each gets its content folder (prepare.ts) and is built by
// `buildOne` into its own folder of dist, the default into dist itself. Returns what the site-wide
// files need: every page's addresses and the languages' folders.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { languagePrefix } from '../../src/lib/languages.ts';
import { loadContent } from '../check-content.ts';
import { contentDir, LANGUAGE_DIR_VARIABLE } from '../content-dir.ts';
import { itemEntries } from '../item-pages.ts';
import { languageNotes } from '../notes/pages.ts';
import {
  lastChanged,
  notesTagged,
  notePageCount,
  notePages,
  notePath,
  notesListPath,
  notesTagPath,
  noteTags,
} from '../../src/lib/notes.ts';
import { siteAddressWarning, type SiteAddress, type SitemapEntry } from '../seo.ts';
import {
  absoluteAddress,
  LANGUAGE_VARIABLES,
  pageAlternates,
  pageAlternatesIn,
  type PageLanguage,
} from './page-language.ts';
import { addedWordWarnings } from './check.ts';
import { untypesettableResume } from './resume-script.ts';
import {
  languageReport,
  loadTranslations,
  prepareLanguage,
  siteLanguages,
  translationsDir,
} from './prepare.ts';

export interface LanguageBuild {
  /** A tsconfig mapping `@content/…` and `@words/active` to the language's modules. */
  tsconfig: string;
  /** The environment the language's build runs with. */
  variables: Record<string, string>;
}

export interface BuildLanguagesOptions {
  root: string;
  dist: string;
  site: SiteAddress;
  buildOne: (build: LanguageBuild) => void;
}

/** At most this many untranslated texts are named per language; the rest are counted. */
const UNTRANSLATED_SHOWN = 12;

export async function buildLanguages(options: BuildLanguagesOptions) {
  const { root, dist, site, buildOne } = options;
  const addressWarning = siteAddressWarning(site);
  if (addressWarning) console.warn(addressWarning);
  const languages = await siteLanguages(root);
  const folder = contentDir(root);
  const { content } = await loadContent(path.join(root, folder));
  const scratch = path.join(
    root,
    'node_modules/.tmp',
    `languages-${createHash('sha256').update(dist).digest('hex').slice(0, 12)}`,
  );
  for (const line of await addedWordWarnings(root, content)) console.warn(`words: ${line}`);
  const ordered = [languages.default, ...languages.all.filter((tag) => tag !== languages.default)];
  for (const tag of ordered) {
    if (tag !== languages.default) {
      const { untranslated } = languageReport(
        content,
        await loadTranslations(root, tag),
        path.relative(root, translationsDir(root, tag)),
      );
      if (untranslated.length > 0) {
        console.warn(
          `${tag}: ${untranslated.length} text(s) not translated, shown in ${languages.default}:`,
        );
        for (const line of untranslated.slice(0, UNTRANSLATED_SHOWN)) console.warn(`  ${line}`);
        if (untranslated.length > UNTRANSLATED_SHOWN) {
          console.warn(`  … and ${untranslated.length - UNTRANSLATED_SHOWN} more`);
        }
      }
    }
    const prepared = await prepareLanguage(root, languages, tag, content, path.join(scratch, tag));
    const prefix = languagePrefix(languages, tag);
    // The default language's résumé is the site's; another gets its own where it can be typeset.
    const noPdf = tag === languages.default ? undefined : untypesettableResume(tag, prepared.texts);
    if (noPdf) {
      console.warn(
        `résumé (${tag}): no PDF in this language, as ${noPdf}; its page links the ${languages.default} one.`,
      );
    }
    buildOne({
      tsconfig: prepared.tsconfig,
      variables: {
        [LANGUAGE_VARIABLES.tag]: tag,
        [LANGUAGE_DIR_VARIABLE]: prepared.dir,
        [LANGUAGE_VARIABLES.rootBase]: site.base,
        [LANGUAGE_VARIABLES.rootUrl]: site.url,
        DIST_DIR: path.join(dist, prefix),
        BASE_PATH: `${site.base}${prefix}`,
        SITE_URL: new URL(prefix, site.url).href,
        [LANGUAGE_VARIABLES.resumeElsewhere]: noPdf ? '1' : '',
      },
    });
  }
  await rm(scratch, { recursive: true, force: true });

  const language: PageLanguage = {
    languages,
    tag: languages.default,
    rootBase: site.base,
    rootUrl: site.url,
  };
  const paths = ['', ...itemEntries().map((entry) => entry.path.replace(/^\/+/, ''))];
  const sitemap: SitemapEntry[] = ordered.flatMap((tag) =>
    paths.map((page) => ({
      url: absoluteAddress(language, tag, page),
      alternates: pageAlternates(language, page),
    })),
  );
  // Notes exist per language: each language's list and pages, a note's alternates only where it
  // is translated.
  for (const tag of ordered) {
    const { notes, languagesOf, languagesWithPage, languagesWithTag } = await languageNotes(
      root,
      folder,
      tag,
    );
    // The drafts preview's build has drafts; its sitemap lists what a host would serve.
    const published = notes.filter((note) => !note.draft);
    // A list changes when any note in it does (a new one moves the rest along its pages).
    const newest = (list: readonly (typeof published)[number][]) =>
      list.map(lastChanged).reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
    notePages(published).forEach((_, index) => {
      const page = notesListPath(index + 1);
      sitemap.push({
        url: absoluteAddress(language, tag, page),
        alternates: pageAlternatesIn(language, page, languagesWithPage(index + 1)),
        lastModified: newest(published),
      });
    });
    for (const note of published) {
      const page = notePath(note.slug);
      sitemap.push({
        url: absoluteAddress(language, tag, page),
        alternates: pageAlternatesIn(language, page, languagesOf(note.slug)),
        lastModified: lastChanged(note),
      });
    }
    for (const noteTag of noteTags(published, tag)) {
      const { slug, count } = noteTag;
      const tagged = notesTagged(published, noteTag);
      for (let number = 1; number <= notePageCount(count); number += 1) {
        const page = notesTagPath(slug, number);
        sitemap.push({
          url: absoluteAddress(language, tag, page),
          alternates: pageAlternatesIn(language, page, languagesWithTag(slug, number)),
          lastModified: newest(tagged),
        });
      }
    }
  }
  const prefixes = ordered.map((tag) => languagePrefix(languages, tag)).filter(Boolean);
  return { sitemap, prefixes };
}
