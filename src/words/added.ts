// The words the template added after owners began writing dictionaries of their own, each with
// the update that brought it. A site in a language the template has no dictionary for holds every
// word in its own words.ts, written with the words of its day: a word added since shows in English
// on its pages, and the content check and the build name it, so that an update never stops a
// build. A word added to en.ts is added here too: a test fails while the words en.ts had before
// change unnoticed (src/words/added.test.ts).
import type { WordEntry, WordKey } from './types';

export const ADDED_WORDS: Partial<Record<WordKey, string>> = {
  'notes.footnotes': "notes' footnotes, 2026-12",
  'notes.footnoteBack': "notes' footnotes, 2026-12",
  'notes.alert.note': "notes' alerts, 2026-12",
  'notes.alert.tip': "notes' alerts, 2026-12",
  'notes.alert.important': "notes' alerts, 2026-12",
  'notes.alert.warning': "notes' alerts, 2026-12",
  'notes.alert.caution': "notes' alerts, 2026-12",
  'notes.tagged': "notes' tag pages, 2026-12",
  'notes.tagCount': "notes' tag pages, 2026-12",
  'notes.copyCode': "notes' code copying, 2026-12",
  'notes.copyCodeLabel': "notes' code copying, 2026-12",
  'notes.codeCopied': "notes' code copying, 2026-12",
  'notes.codeSelected': "notes' code copying, 2026-12",
  'notes.updated': "notes' updated dates, 2026-12",
  'notes.related': "notes' related notes, 2026-12",
  'notes.tagFeedTitle': "notes' tag feeds, 2026-12",
  'notes.feedsHowTo': "notes' subscribe links, 2026-12",
  'notes.newerIn': "notes' newer versions, 2026-12",
  'notes.readNewer': "notes' newer versions, 2026-12",
  'contact.form.noScript': "the form's address on hosts without a contact handler, 2026-12",
  'hero.pauseMotion': "the hero's pause of its animations, 2026-12",
  'research.cite.styles': "Cite's link to the paper's page, 2026-12",
  'research.cite.stylesFor': "Cite's link to the paper's page, 2026-12",
  'link.unavailable': "a missing link's name, 2026-12",
  'contact.status.unanswered': "the form's word on a send with no answer, 2026-12",
  'hero.viewResearch': "the hero's link to the papers on a page without projects, 2026-12",
  'itemPage.movedTitle': "an item's old address in every language, 2026-12",
  'itemPage.moved': "an item's old address in every language, 2026-12",
  'dialog.loading': "a modal's sign while its code comes slowly, 2026-12",
  'search.resultsShown': "search's further results, 2026-12",
  'search.showMore': "search's further results, 2026-12",
  'research.authors.more': "paper cards' long author lists, 2026-12",
  'search.moreFailed': "search's further results offline, 2026-12",
  'search.offline': 'search opened offline, 2026-12',
};

/** Whether `key` is one of the words added since (see ADDED_WORDS). */
export const isAddedWord = (key: string): boolean => Object.hasOwn(ADDED_WORDS, key);

/**
 * The words the template added since (ADDED_WORDS) that neither the language's dictionary nor its
 * words.ts has: the page shows them in English.
 */
export function addedWordsLacking(
  dictionary: Partial<Record<string, WordEntry>>,
  words: Partial<Record<string, WordEntry>>,
): string[] {
  return Object.keys(ADDED_WORDS).filter((key) => (words[key] ?? dictionary[key]) === undefined);
}
