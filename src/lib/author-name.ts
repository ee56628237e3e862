// Whether two ways of writing a person's name name the same person, as author lists write them:
// "Sølvberg-Okafor, Ingrid", "I. Sølvberg-Okafor", "Ingrid Solvberg-Okafor" and "Dr. Ingrid
// Sølvberg Okafor" are one person. Used to highlight the owner among a paper's authors and by the
// BibTeX import to find the owner's papers.

import { hasCjkLetters } from './writing';

/** Letters NFD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Titles and suffixes that are not part of the name itself. */
const NOT_NAME = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'jr',
  'sr',
  'phd',
  'ii',
  'iii',
]);

interface NameParts {
  /** Given names and initials, folded: ['ingrid'] or ['i']. */
  given: string[];
  /** The family name, folded, without spaces or hyphens: 'solvbergokafor'. */
  family: string;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED[letter] ?? letter);

/** Words of a name part, folded, without titles: "Dr. Jean-Pierre" → ['jean', 'pierre']. */
const words = (text: string): string[] =>
  fold(text)
    .split(/[\s.\-‐–]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}']/gu, ''))
    .filter((word) => word !== '' && !NOT_NAME.has(word));

/**
 * Every reading of a name as given names and a family name. "Family, Given" has one; "A B C" may
 * have a family name of one word or more ("García López"), so each split is a reading.
 */
function readings(name: string): NameParts[] {
  const parts = name.split(',');
  if (parts.length > 1) {
    // "von Last, Jr, First": the given names come last, a suffix may sit between.
    const family = words(parts[0]!).join('');
    const given = words(parts[parts.length - 1]!);
    return family ? [{ given, family }] : [];
  }
  const all = name
    .split(/\s+/)
    .map((word) => words(word))
    .filter((word) => word.length > 0);
  const result: NameParts[] = [];
  // A Chinese, Japanese or Korean name is written family name first ("山田 花子").
  const familyFirst = hasCjkLetters(name);
  for (let split = 1; split < all.length; split++) {
    const [before, after] = [all.slice(0, split).flat(), all.slice(split).flat()];
    result.push(
      familyFirst
        ? { given: after, family: before.join('') }
        : { given: before, family: after.join('') },
    );
  }
  return result;
}

/** "i" and "ingrid" agree (an initial), as do "ingrid" and "ingrid"; "ingrid" and "ines" do not. */
const agree = (a: string, b: string): boolean =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/** The first given names agree, and each other given name of the shorter list is in the longer. */
function givenAgree(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0 || !agree(a[0]!, b[0]!)) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let at = 1;
  for (const word of shorter.slice(1)) {
    while (at < longer.length && !agree(word, longer[at]!)) at++;
    if (at === longer.length) return false;
    at++;
  }
  return true;
}

/** Whether two written names name the same person (case, accents, order and initials aside). */
export function isSameAuthor(a: string, b: string): boolean {
  if (fold(a).replace(/\s+/g, ' ').trim() === fold(b).replace(/\s+/g, ' ').trim()) return true;
  // Written with or without a space between family and given name: "山田花子", "山田 花子".
  const unspaced = (name: string) => fold(name).replace(/[\s,]+/g, '');
  if (hasCjkLetters(a) && unspaced(a) === unspaced(b)) return true;
  const others = readings(b);
  return readings(a).some((one) =>
    others.some((other) => one.family === other.family && givenAgree(one.given, other.given)),
  );
}
