// The language a plain form post came from, and the words its answers are given in. Every language's
// form posts to the one handler at the site's root, naming its language in the action's query
// (src/lib/form-lock-script.ts): hosts route one path, and the visitor is answered in the page's
// language, even when the body cannot be read.
import { languages } from '@content/languages';
import { words } from '@content/words';
import { CONTACT_LANGUAGE_PARAM } from '../../src/config/env-email';
import { languagePrefix } from '../../src/lib/languages';
import { createTranslator, type Translator } from '../../src/words';
import { dictionaries } from '../../src/words/dictionaries';
import type { Dictionary } from '../../src/words/types';

export interface VisitorLanguage {
  /** One of the site's languages. */
  tag: string;
  /** Where the language's pages start under the site's base: "" for the default, "de/". */
  prefix: string;
  /** The words its answers are in. */
  words: Translator;
}

function templateDictionary(tag: string): Dictionary | undefined {
  return Object.hasOwn(dictionaries, tag)
    ? (dictionaries[tag as keyof typeof dictionaries] as Dictionary)
    : undefined;
}

// The owner's words (content/words.ts) are the default language's: a default the template has no
// dictionary for has every word there, so English only stands in for a word that file lacks.
const defaultWords = createTranslator(
  templateDictionary(languages.default) ?? dictionaries.en,
  languages.default,
  words,
);

const translators = new Map<string, Translator>([[languages.default, defaultWords]]);

/**
 * The words for one of the site's languages: the template's dictionary for it. The owner's words
 * for another language (content/<tag>/words.ts) are the build's, one language at a time, and not
 * in the handler's bundle; so a language the template has no dictionary for (Hebrew, say) is
 * answered in the default language's words, its page saying that language, not the visitor's.
 */
function wordsFor(tag: string): Translator {
  let translator = translators.get(tag);
  if (!translator) {
    const dictionary = templateDictionary(tag);
    translator = dictionary ? createTranslator(dictionary, tag) : defaultWords;
    translators.set(tag, translator);
  }
  return translator;
}

/** The language a request names, if it is one of the site's; the default otherwise. */
export function visitorLanguage(url: URL): VisitorLanguage {
  const named = url.searchParams.get(CONTACT_LANGUAGE_PARAM);
  const tag = named !== null && languages.all.includes(named) ? named : languages.default;
  return { tag, prefix: languagePrefix(languages, tag), words: wordsFor(tag) };
}
