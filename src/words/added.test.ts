import { describe, expect, it } from 'vitest';
import { ADDED_WORDS, addedWordsLacking, isAddedWord } from './added';
import { en } from './en';

/**
 * The words every owner's own dictionary was asked for before ADDED_WORDS began: a digest of their
 * keys. It changes when a word is added to en.ts without being listed in ADDED_WORDS (an owner's
 * dictionary would lack it and stop their build), and when one is renamed or taken away (theirs
 * would hold a key the page no longer has). Either is a change for owners: list the new word in
 * ADDED_WORDS; for the rest, a migration (scripts/migrate/formats.ts). Then update the digest.
 */
const BASE_WORDS_DIGEST = 'eb3892d927b36a3a';

async function digest(keys: string[]): Promise<string> {
  const text = new TextEncoder().encode([...keys].sort().join('\n'));
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return [...bytes.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('the words added since owners wrote dictionaries of their own', () => {
  it('are words of the English dictionary', () => {
    for (const key of Object.keys(ADDED_WORDS)) expect(Object.keys(en)).toContain(key);
  });

  it('are all the English dictionary has beyond the words owners were first asked for', async () => {
    const why =
      'the keys of en.ts changed: list a new word in ADDED_WORDS (src/words/added.ts), so that a site with a dictionary of its own shows it in English instead of failing; for a word renamed or removed, write a migration and then set BASE_WORDS_DIGEST to the digest received';
    const base = await digest(Object.keys(en).filter((key) => !isAddedWord(key)));
    expect(base, why).toBe(BASE_WORDS_DIGEST);
  });

  it('are lacking where neither the dictionary nor the owner has them', () => {
    const [first, ...rest] = Object.keys(ADDED_WORDS);
    const owner = Object.fromEntries(rest.map((key) => [key, 'x']));
    expect(addedWordsLacking({}, owner)).toEqual([first]);
    expect(addedWordsLacking({ [first!]: 'y' }, owner)).toEqual([]);
    expect(addedWordsLacking({}, { ...en })).toEqual([]);
  });
});
