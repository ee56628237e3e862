// Finds every value of the owner's content that is still the sample's: an entry kept whole (a
// sample project, about card, certificate...) is one line; otherwise each field of free text
// (a name, a sentence, a figure, an interest) equal to the sample's. Vocabulary a real owner
// shares with the sample (icons, accents, categories, statuses, tech names, skill names, labels)
// is not a leftover, so it is not named.
import { isDeepStrictEqual } from 'node:util';
import { CONTENT_MODULES } from '../../src/content/schema';
import { contentStrings } from '../content-strings.ts';

/** Fields whose values are words of a vocabulary, not facts of the sample owner's life. */
const VOCABULARY = new Set([
  'icon',
  'accent',
  'bgGradient',
  'gradient',
  'category',
  'type',
  'status',
  'network',
  'count',
  'suffix',
  'label',
  'resumePdf',
  'tech',
  'keywords',
  'skills',
  'greeting',
  'year',
  'duration',
  'date',
  'level',
  'id',
  'slug',
]);

/** The last field name of a path such as "projects[2].tech[0]" ("tech"), or "" for none. */
const fieldName = (at: string): string => /([A-Za-z]+)(\[\d+\])*$/.exec(at)?.[1] ?? '';

/** Modules of words alone: the categories and types, the page's words, the site's languages. */
const VOCABULARY_MODULES = new Set(['categories', 'words', 'languages']);

/** Fields that are labels or settings in one module only: an About card's heading, the résumé path. */
const VOCABULARY_IN = new Set(['aboutCards.title', 'profile.resume']);

/** Whether any field along the path is vocabulary: "skillCategories[0].skills[1].name" is. */
const isVocabulary = (at: string): boolean => {
  const parts = at.split('.').map((part) => part.replace(/\[\d+\]/g, ''));
  return parts.some((part) => VOCABULARY.has(part)) || VOCABULARY_IN.has(parts.join('.'));
};

const shorten = (value: string): string =>
  value.length > 60 ? `${value.slice(0, 57).trimEnd()}…` : value;

const without = (entry: unknown, key: string): unknown => {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  return Object.fromEntries(Object.entries(entry).filter(([k]) => k !== key));
};

type Modules = Partial<Record<keyof typeof CONTENT_MODULES, unknown>>;

/** One warning line per value of `owner` still equal to the sample's; `dir` names the files. */
export function sampleValues(owner: Modules, sample: Modules, dir: string): string[] {
  const lines: string[] = [];
  for (const [key, { file }] of Object.entries(CONTENT_MODULES)) {
    if (VOCABULARY_MODULES.has(key)) continue;
    const mine = owner[key as keyof Modules];
    const theirs = sample[key as keyof Modules];
    if (mine === undefined || theirs === undefined) continue;
    const where = `${dir}/${file} › `;
    // Entries kept whole, whatever their place or id.
    const kept = new Set<number>();
    if (Array.isArray(mine) && Array.isArray(theirs)) {
      mine.forEach((entry, index) => {
        if (theirs.some((s) => isDeepStrictEqual(without(s, 'id'), without(entry, 'id')))) {
          kept.add(index);
          lines.push(
            `${where}${key}[${index}]: is a sample entry, kept whole; replace or remove it.`,
          );
        }
      });
    }
    // Free text equal to the sample's in a field of the same name.
    const known = new Map<string, Set<string>>();
    for (const [at, value] of contentStrings(theirs, key)) {
      if (isVocabulary(at) || value.trim().length < 2) continue;
      const field = fieldName(at);
      known.set(field, (known.get(field) ?? new Set()).add(value));
    }
    const seen = new Set<string>();
    for (const [at, value] of contentStrings(mine, key)) {
      const index = Number(/^\w+\[(\d+)\]/.exec(at)?.[1] ?? -1);
      if (kept.has(index) || isVocabulary(at) || seen.has(`${fieldName(at)}\0${value}`)) continue;
      if (known.get(fieldName(at))?.has(value)) {
        seen.add(`${fieldName(at)}\0${value}`);
        lines.push(`${where}${at}: "${shorten(value)}" is the sample's; replace it with your own.`);
      }
    }
  }
  return lines;
}
