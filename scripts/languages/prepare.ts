// Each language of the site is built on its own, from a folder of content modules in that
// language: the default content with the language's translations (content/<tag>/) laid over it,
// its dictionary, and the owner's words for it. The build points `@content/…` and `@words/active`
// at that folder (scripts/content-dir.ts for Vite, a tsconfig of its own for the build's scripts),
// so every part of the build reads the language's content the same way it reads the default's.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_MODULES } from '../../src/content/schema';
import { CATEGORY_REFERENCES, type Content } from '../../src/content/validate';
import { itemSlug } from '../../src/lib/item-address';
import { textKey } from '../../src/lib/text-key';
import { ENGLISH_ONLY, textDirection, type SiteLanguages } from '../../src/lib/languages';
import { withTextsToTranslate } from '../../src/lib/result-labels';
import {
  translateContent,
  translationProblems,
  untranslatedTexts,
  type TextPath,
} from '../../src/lib/translate-content';
import { dictionaries, type DictionaryLanguage } from '../../src/words/dictionaries';
import type { Dictionary } from '../../src/words/types';
import { addedWordsLacking } from '../../src/words/added';
import { en } from '../../src/words/en';
import { ACTIVE_WORDS, contentDir, resolveContentModule } from '../content-dir.ts';
import { isFields, type Fields } from '../../src/lib/fields';

type Key = keyof typeof CONTENT_MODULES;

/**
 * The template's dictionary for a language (src/words/dictionaries.ts): its words, and its file,
 * src/words/<tag>.ts, which exports it under the tag's name (`de`, `pt_BR`). None for a language
 * the template has no words for.
 */
export function templateDictionary(
  root: string,
  tag: string,
): { file: string; name: string; words: Dictionary } | undefined {
  if (!Object.hasOwn(dictionaries, tag)) return undefined;
  return {
    file: path.join(root, 'src/words', `${tag}.ts`),
    name: tag.replace(/-/g, '_'),
    words: dictionaries[tag as DictionaryLanguage],
  };
}

/** The site's languages, from the content's languages.ts (English only without one). */
export async function siteLanguages(root: string): Promise<SiteLanguages> {
  const file = resolveContentModule(root, '@content/languages', {});
  if (!file) return ENGLISH_ONLY;
  const module = (await import(pathToFileURL(file).href)) as { languages?: SiteLanguages };
  return module.languages ?? ENGLISH_ONLY;
}

/** The folder of a language's translations: content/de/. */
export const translationsDir = (root: string, tag: string): string =>
  path.join(root, contentDir(root), tag);

/** The translations of one language, by export name: only the modules that have a file. */
export async function loadTranslations(root: string, tag: string): Promise<Partial<Content>> {
  const dir = translationsDir(root, tag);
  const entries = await Promise.all(
    Object.entries(CONTENT_MODULES).map(async ([key, { file }]) => {
      const full = path.join(dir, file);
      if (!existsSync(full)) return [key, undefined];
      const module = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
      if (!(key in module)) {
        throw new Error(`${path.relative(root, full)}: has no export named ${key}`);
      }
      return [key, module[key]];
    }),
  );
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<Content>;
}

/** Names of categories, in declaration order: a project category is `{ name }`, the rest text. */
const categoryNames = (list: unknown): unknown[] =>
  (Array.isArray(list) ? list : []).map((item) => (isFields(item) ? item.name : item));

/**
 * The content in one language: each module with its translation laid over it. An item's
 * category is the translated name of its category (categories.ts is translated in order), and
 * an item keeps its default-language address, so each page has one path in every language.
 */
export function translatedContent(given: Content, translations: Partial<Content>): Content {
  const base = withTextsWrittenOut(given);
  const result = Object.fromEntries(
    Object.keys(CONTENT_MODULES).map((key) => [
      key,
      key === 'words' || key === 'languages'
        ? base[key as Key]
        : translateContent(base[key as Key], translations[key as Key]),
    ]),
  ) as Content;
  const baseCategories = base.categories as unknown as Fields;
  const categories = result.categories as unknown as Fields;
  for (const { key, field, list } of CATEGORY_REFERENCES) {
    const from = categoryNames(baseCategories[list]);
    const to = categoryNames(categories[list]);
    const items = result[key] as unknown as Fields[];
    result[key] = items.map((item) => {
      const index = from.indexOf(item[field]);
      return index < 0 || to[index] === undefined ? item : { ...item, [field]: to[index] };
    }) as never;
  }
  for (const key of ['projects', 'publications'] as const) {
    result[key] = result[key].map((item, index) => ({
      ...item,
      slug: itemSlug(base[key][index]!),
    })) as never;
  }
  return result;
}

/**
 * The fields a screen reader reads out as prose, and the short texts beside them: the profile's
 * (hero, About, footer), the About cards', and a project's, a paper's, a job's and a
 * certificate's, wherever the item is shown (card, modal, own page), and the owner's name in the
 * bar and the footer. Where a language's page shows one as the default language has it, that
 * element says so (`lang`, src/words/index.ts `langOf`): read in that language's voice, and drawn
 * in its letters (a Japanese name on an English page in Japanese, not Chinese, forms).
 */
export const TEXTS_MARKED_BY_LANGUAGE = {
  profile: [
    'name',
    'greeting',
    'firstName',
    'roles',
    'tagline',
    'description',
    'about',
    'interests',
  ],
  aboutCards: ['title', 'primary', 'secondary', 'tertiary', 'duration'],
  projects: ['title', 'description', 'fullDescription', 'features'],
  publications: ['title', 'abstract', 'methodology'],
  experience: ['title', 'company', 'type', 'duration', 'location', 'description'],
  certificates: ['title', 'description'],
} as const satisfies Partial<Record<Key, readonly string[]>>;

/** Whether a text is written in some language: it has a letter ("2023 – 2027" has none). */
export const hasWords = (text: unknown): text is string =>
  typeof text === 'string' && /\p{L}/u.test(text);

/** A content module's items: a list's, or the one a module of fields (profile.ts) is. */
export const asItems = (value: unknown): Fields[] =>
  (Array.isArray(value) ? value : [value]).filter(isFields);

/**
 * The texts of TEXTS_MARKED_BY_LANGUAGE that a language's content shows in the default language:
 * left untranslated, or given the same words (a paper's title as published). Each once, in the
 * content's order; none for the default language itself.
 */
export function textsLeftInDefaultLanguage(base: Content, translated: Content): string[] {
  const texts = new Set<string>();
  for (const [key, fields] of Object.entries(TEXTS_MARKED_BY_LANGUAGE)) {
    const given = asItems(base[key as Key]);
    const shown = asItems(translated[key as Key]);
    given.forEach((item, index) => {
      for (const field of fields) {
        const [before, after] = [item[field], shown[index]?.[field]];
        const pairs: [unknown, unknown][] = Array.isArray(before)
          ? before.map((text, at) => [text, Array.isArray(after) ? after[at] : undefined])
          : [[before, after]];
        for (const [was, is] of pairs) {
          if (hasWords(was) && was === is) texts.add(was);
        }
      }
    });
  }
  return [...texts];
}

/** The default content as translations are laid over it (lib/result-labels.ts). */
const withTextsWrittenOut = (base: Content): Content =>
  Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, withTextsToTranslate(key, value)]),
  ) as Content;

/** A category reference: set by translating categories.ts, never by the item itself. */
const isReference = (key: string, path: TextPath): boolean =>
  CATEGORY_REFERENCES.some((ref) => ref.key === key && path.length === 2 && path[1] === ref.field);

export interface LanguageReport {
  /** What in the translations matches nothing: "content/de/projects.ts › 5: has no entry …". */
  problems: string[];
  /** Texts left in the default language: "content/de/projects.ts › 3 › description". */
  untranslated: string[];
}

/** What a language's translations leave out or get wrong, each named by file and place. */
export function languageReport(
  given: Content,
  translations: Partial<Content>,
  folder: string,
): LanguageReport {
  const base = withTextsWrittenOut(given);
  const problems: string[] = [];
  const untranslated: string[] = [];
  for (const [key, { file }] of Object.entries(CONTENT_MODULES)) {
    if (key === 'words' || key === 'languages' || key === 'figures') continue;
    const where = `${folder}/${file}`;
    const overlay = translations[key as Key];
    for (const { path: at, message } of translationProblems(base[key as Key], overlay)) {
      problems.push(`${[where, ...at].join(' › ')}: ${message}`);
    }
    for (const ref of CATEGORY_REFERENCES.filter((r) => r.key === key)) {
      if (!isFields(overlay)) continue;
      for (const [id, entry] of Object.entries(overlay)) {
        if (isFields(entry) && ref.field in entry) {
          problems.push(
            `${where} › ${id} › ${ref.field}: is translated in categories.ts, in the same order`,
          );
        }
      }
    }
    for (const at of untranslatedTexts(base[key as Key], overlay)) {
      if (!isReference(key, at)) untranslated.push([where, ...at].join(' › '));
    }
  }
  return { problems, untranslated };
}

/** JSON as a module's value, every "<" escaped (it may end up inline in the page's scripts). */
const literal = (value: unknown): string => JSON.stringify(value, null, 2).replace(/</g, '\\u003c');

export interface PreparedLanguage {
  /** The folder of the language's modules, for `@content/…` and `@words/active`. */
  dir: string;
  /** Everything the language's pages say: its content and its own words. */
  texts: unknown;
  /** A tsconfig mapping those, for the build's scripts run with `tsx --tsconfig`. */
  tsconfig: string;
}

/**
 * Writes a language's content folder: a module per content module (the content as JSON, with
 * `languages` the site's as read), the language's words, and its dictionary: the template's for
 * the language, else none (the owner's words.ts for the language then holds every word).
 */
export async function prepareLanguage(
  root: string,
  languages: SiteLanguages,
  tag: string,
  content: Content,
  outDir: string,
): Promise<PreparedLanguage> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const isDefault = tag === languages.default;
  const translations = isDefault ? {} : await loadTranslations(root, tag);
  const translated = isDefault ? content : translatedContent(content, translations);
  const source = path.join(root, contentDir(root));
  for (const [key, { file }] of Object.entries(CONTENT_MODULES)) {
    let value: unknown = translated[key as Key];
    if (key === 'languages') value = languages;
    if (key === 'words') value = isDefault ? (content.words ?? {}) : (translations.words ?? {});
    const header = `// Written by the build for the language "${tag}" from ${path.relative(root, source)}/; not to edit.\n`;
    await writeFile(
      path.join(outDir, file),
      `${header}export const ${key} = ${literal(value ?? null)};\n`,
    );
  }
  // Modules of the owner's that no check knows (a section's own) keep their default text.
  for (const name of readdirSync(source).filter((file) => /\.tsx?$/.test(file))) {
    if (Object.values(CONTENT_MODULES).some(({ file }) => file === name)) continue;
    await writeFile(
      path.join(outDir, name),
      `export * from ${literal(path.join(source, name))};\n`,
    );
  }
  const dictionary = templateDictionary(root, tag);
  // Without one, the owner's words.ts holds every word; those the template added since it was
  // written (scripts/languages/check.ts names them) are English's until it has them.
  const ownWords = (isDefault ? content.words : translations.words) ?? {};
  const english = Object.fromEntries(
    addedWordsLacking({}, ownWords).map((key) => [key, en[key as keyof typeof en]]),
  );
  await writeFile(
    path.join(outDir, 'dictionary.ts'),
    (dictionary
      ? `export { ${dictionary.name} as dictionary } from ${literal(dictionary.file)};\n`
      : `export const dictionary = ${literal(english)};\n`) +
      `export const language = ${literal(tag)};\n` +
      `export const direction = ${literal(textDirection(tag))};\n` +
      `export const textsInDefaultLanguage = ${literal({
        language: languages.default,
        keys: isDefault ? [] : textsLeftInDefaultLanguage(content, translated).map(textKey),
      })};\n`,
  );
  const tsconfig = path.join(outDir, 'tsconfig.json');
  await writeFile(
    tsconfig,
    literal({
      compilerOptions: {
        paths: { '@content/*': [`${outDir}/*`], [ACTIVE_WORDS]: [`${outDir}/dictionary.ts`] },
      },
    }),
  );
  return {
    dir: outDir,
    tsconfig,
    texts: { content: translated, words: isDefault ? content.words : translations.words },
  };
}
