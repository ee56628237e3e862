// The content check of the site's languages: the words of each are complete (the template's
// dictionary for the language with the owner's words on top, or the owner's words alone for a
// language the template has no dictionary for, the default's among them); and of each beyond the
// default, its translations match the default content and the content in that language is sound.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTOFILL_WORDS } from '../../src/config/env-email.ts';
import { WordsSchema } from '../../src/content/schema';
import {
  formatProblem,
  validateContent,
  type Content,
  type FileExists,
} from '../../src/content/validate';
import { contentDir } from '../content-dir.ts';
import { untypesettableResume } from './resume-script.ts';
import { placeholdersOf, type WordEntry } from '../../src/words/index.ts';
import { en } from '../../src/words/en.ts';
import { ADDED_WORDS, addedWordsLacking, isAddedWord } from '../../src/words/added.ts';
import {
  languageReport,
  loadTranslations,
  siteLanguages,
  templateDictionary,
  translatedContent,
  translationsDir,
} from './prepare.ts';

/** At most this many missing words are named; the rest are counted. */
const MISSING_SHOWN = 8;

/**
 * The keys of the page's words a language lacks: those neither its dictionary nor its words.ts
 * has, and those whose text drops a parameter the English entry has (the number would vanish).
 * A word the template added since owners wrote their own (ADDED_WORDS) is not among them: it
 * falls back to English (`addedWordsLacking`).
 */
export function missingWords(
  dictionary: Partial<Record<string, WordEntry>>,
  words: Partial<Record<string, WordEntry>>,
): string[] {
  return Object.keys(en).filter((key) => {
    const entry = words[key] ?? dictionary[key];
    if (entry === undefined) return !isAddedWord(key);
    const needed = placeholdersOf(en[key as keyof typeof en]);
    const given = new Set(placeholdersOf(entry));
    return needed.some((name) => name !== 'count' && !given.has(name));
  });
}

/**
 * A line for each language whose words lack some the template added since its words.ts was
 * written: they show in English until it has them. None when every language has them all.
 */
export async function addedWordWarnings(root: string, content: Content): Promise<string[]> {
  const languages = await siteLanguages(root);
  const warnings: string[] = [];
  for (const tag of languages.all) {
    const isDefault = tag === languages.default;
    const file = isDefault
      ? `${contentDir(root)}/words.ts`
      : `${path.relative(root, translationsDir(root, tag))}/words.ts`;
    let words: Partial<Record<string, WordEntry>> | undefined;
    try {
      words = isDefault ? content.words : (await loadTranslations(root, tag)).words;
    } catch {
      continue; // The content check names a folder that does not load.
    }
    // The honeypot's label, in the owner's words: one autofill takes for a company, an address or
    // a name gets the hidden field filled, and the visitor's message dropped as a bot's.
    const trap = words?.['contact.form.honeypot'];
    if (typeof trap === 'string' && AUTOFILL_WORDS.test(trap)) {
      warnings.push(
        `${file}: contact.form.honeypot is "${trap}", words autofill may take for a field to fill; a visitor whose browser fills the hidden field has their message dropped as a bot's. Word it as "Leave this field empty" does, naming no company, address or contact detail`,
      );
    }
    const lacking = addedWordsLacking(templateDictionary(root, tag)?.words ?? {}, words ?? {});
    if (lacking.length === 0) continue;
    const since = [...new Set(lacking.map((key) => ADDED_WORDS[key as keyof typeof ADDED_WORDS]))];
    warnings.push(
      `${file}: ${lacking.join(', ')} came with a template update (${since.join('; ')}) and show in English until this file has them (their English is in src/words/en.ts)`,
    );
  }
  return warnings;
}

/**
 * The line for a words.ts that lacks words; none when it lacks none. `file` is where they go,
 * `tag` the language, which the template may have a dictionary for.
 */
function missingWordsProblem(
  root: string,
  file: string,
  tag: string,
  words: Partial<Record<string, WordEntry>>,
): string | undefined {
  const dictionary = templateDictionary(root, tag);
  const missing = missingWords(dictionary?.words ?? {}, words);
  if (missing.length === 0) return undefined;
  const named = missing.slice(0, MISSING_SHOWN).join(', ');
  const more = missing.length > MISSING_SHOWN ? ` and ${missing.length - MISSING_SHOWN} more` : '';
  return dictionary
    ? `${file}: the words ${named}${more} are missing or lose a {parameter} of English's (src/words/en.ts)`
    : `${file}: the template has no dictionary for "${tag}", so this file holds every word of src/words/en.ts, each with English's {parameters} as they are named there; missing or losing one: ${named}${more}`;
}

/**
 * Every problem of the site's languages, one line each: the default's words (complete in the
 * content's words.ts when the template has no dictionary for it), then each language beyond it.
 */
export async function languageProblems(
  root: string,
  content: Content,
  exists: FileExists,
): Promise<string[]> {
  const languages = await siteLanguages(root);
  const problems: string[] = [];
  const defaultWords = missingWordsProblem(
    root,
    `${contentDir(root)}/words.ts`,
    languages.default,
    content.words ?? {},
  );
  if (defaultWords) problems.push(defaultWords);
  // The default language's PDF is the one every language links: unlike another language's, it has
  // none to fall back on, and set left to right without shaping it would ship garbled. Its words
  // are in its own script, where the owner's names and titles need not be.
  if ((content.profile.resumePdf ?? 'A4') !== 'own') {
    const words = { ...templateDictionary(root, languages.default)?.words, ...content.words };
    const why = untypesettableResume(languages.default, words);
    if (why) {
      problems.push(
        `${contentDir(root)}/profile.ts › resumePdf: the build cannot typeset a résumé PDF in "${languages.default}", the default language, as ${why}. Ship your own: put it in public/, set resume to its path ("/resume.pdf") and resumePdf to 'own'`,
      );
    }
  }
  // A folder for the default language would be read by nothing: its texts are the content files.
  if (existsSync(translationsDir(root, languages.default))) {
    problems.push(
      `${path.relative(root, translationsDir(root, languages.default))}/: "${languages.default}" is the default language (languages.ts), which the content files themselves are in: its words go in ${contentDir(root)}/words.ts, and this folder is read by nothing`,
    );
  }
  for (const tag of languages.all.filter((other) => other !== languages.default)) {
    const folder = path.relative(root, translationsDir(root, tag));
    let translations: Partial<Content>;
    try {
      translations = await loadTranslations(root, tag);
    } catch (error) {
      problems.push(
        `${folder}: does not load: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      continue;
    }
    problems.push(...languageReport(content, translations, folder).problems);
    const words = WordsSchema.safeParse(translations.words ?? {});
    if (!words.success) {
      problems.push(
        ...words.error.issues.map(
          (issue) => `${folder}/words.ts › ${issue.path.join('.')}: ${issue.message}`,
        ),
      );
      continue;
    }
    const missing = missingWordsProblem(root, `${folder}/words.ts`, tag, words.data ?? {});
    if (missing) problems.push(missing);
    const translated = translatedContent(content, translations);
    problems.push(
      ...validateContent(translated, exists, contentDir(root)).map(
        (problem) => `${formatProblem(problem)} (in "${tag}", with ${folder}/ laid over it)`,
      ),
    );
  }
  return problems;
}
