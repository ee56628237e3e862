// The site's languages as the end-to-end specs read them: for each, the content in that language
// and its words, from the content the site was built from (never from the sample).
import path from 'node:path';
import * as content from '../../src/content';
import { languageAddress, textDirection } from '../../src/lib/languages';
import { en } from '../../src/words/en';
import { createTranslator, type Translator } from '../../src/words/index.ts';
import type { Dictionary, WordEntry, WordKey } from '../../src/words/types';
import {
  loadTranslations,
  siteLanguages,
  templateDictionary,
  translatedContent,
} from '../../scripts/languages/prepare';
import type { Content } from '../../src/content/validate';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The languages the site was built in, read as the build reads them: the owner's languages.ts,
 * the sample's while there is no content/ folder, English only for an owner without one. (Outside
 * Playwright, whose tsconfig maps `@content/…` module by module, a static import cannot tell.)
 */
export const languages = await siteLanguages(ROOT);
export const OTHER_LANGUAGES = languages.all.filter((tag) => tag !== languages.default);
export const RIGHT_TO_LEFT = languages.all.filter((tag) => textDirection(tag) === 'rtl');

/** A page's address in a language, from the served site's root. */
export const addressIn = (tag: string, path = ''): string =>
  languageAddress(languages, '/', tag, path);

/** The content in a language: the default's with the language's translations laid over it. */
export async function contentIn(tag: string): Promise<Content> {
  const base = content as unknown as Content;
  if (tag === languages.default) return base;
  return translatedContent(base, await loadTranslations(ROOT, tag));
}

/** A language's words: its dictionary with the owner's words for it on top. */
export async function wordsIn(tag: string): Promise<Record<WordKey, WordEntry>> {
  const own =
    tag === languages.default ? content.words : ((await loadTranslations(ROOT, tag)).words ?? {});
  return { ...(templateDictionary(ROOT, tag)?.words ?? {}), ...own } as Record<WordKey, WordEntry>;
}

/**
 * A language's translator, as its pages have it: a word the template added since the language's
 * words were written shows in English there (src/words/added.ts), and here.
 */
export async function translatorIn(tag: string): Promise<Translator> {
  return createTranslator({ ...en, ...(await wordsIn(tag)) } as Dictionary, tag);
}

/** An entry's text, for entries without parameters or plural forms. */
export function plain(words: Record<WordKey, WordEntry>, key: WordKey): string {
  const entry = words[key];
  return typeof entry === 'string' ? entry : entry.other;
}

/**
 * The default language's words a page in another language must not show: every entry without
 * parameters that the language words differently, and that no content text contains (a text left
 * untranslated falls back to the default language and may rightly hold one). A word the template
 * added since the language's words were written shows in English by design (src/words/added.ts),
 * so one the language lacks is not among them.
 */
export async function foreignWords(tag: string): Promise<string[]> {
  const defaults = await wordsIn(languages.default);
  const own = await wordsIn(tag);
  const texts = JSON.stringify(await contentIn(tag)).toLowerCase();
  return (Object.keys(en) as WordKey[])
    .filter((key) => typeof defaults[key] === 'string' && !/\{/.test(defaults[key] as string))
    .filter((key) => own[key] !== undefined)
    .map((key) => [plain(defaults, key), plain(own, key)] as const)
    .filter(([word, translation]) => word !== translation && word.trim().length >= 4)
    .filter(([word]) => !texts.includes(word.toLowerCase()))
    .map(([word]) => word);
}
