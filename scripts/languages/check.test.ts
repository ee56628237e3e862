import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeContent } from '../../src/test/content-fixture';
import { en } from '../../src/words/en.ts';
import { dictionaries } from '../../src/words/dictionaries.ts';
import { ADDED_WORDS } from '../../src/words/added.ts';
import { addedWordWarnings, languageProblems } from './check.ts';
import { prepareLanguage } from './prepare.ts';

/** A language the template ships no dictionary for. */
const UNKNOWN = ['fr', 'es', 'it', 'pt', 'nl'].find((tag) => !Object.hasOwn(dictionaries, tag))!;
const KNOWN = Object.keys(dictionaries).find((tag) => tag !== 'en')!;

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'languages-'));
  mkdirSync(path.join(root, 'content'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function siteIn(all: string[]): void {
  writeFileSync(
    path.join(root, 'content/languages.ts'),
    `export const languages = ${JSON.stringify({ default: all[0], all })};\n`,
  );
}

const problemsOf = (words: Record<string, unknown> | undefined) =>
  languageProblems(root, { ...makeContent(), words } as ReturnType<typeof makeContent>, () => true);

describe('the words of the default language', () => {
  it('must all be in content/words.ts when the template has no dictionary for it', async () => {
    siteIn([UNKNOWN]);
    const problems = await problemsOf({ 'nav.about': 'À propos' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^content/words\\.ts: the template has no dictionary for "${UNKNOWN}"`),
    );
    expect(problems[0]).not.toContain('nav.about,');
    expect(problems[0]).toMatch(/ and \d+ more$/);
  });

  it('say so of a word whose {parameter} was renamed, not just that it is missing', async () => {
    siteIn([UNKNOWN]);
    const problems = await problemsOf({ ...en, 'projects.showing': '{全体}件中{shown}件を表示' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/missing or losing one: projects\.showing$/);
    expect(problems[0]).toContain('{parameters} as they are named there');
  });

  it('pass once content/words.ts holds every word', async () => {
    siteIn([UNKNOWN]);
    expect(await problemsOf({ ...en })).toEqual([]);
  });

  it('need nothing of the owner in a language the template has a dictionary for', async () => {
    siteIn([KNOWN]);
    expect(await problemsOf(undefined)).toEqual([]);
  });

  it('are not read from a folder named after it, which the check names', async () => {
    siteIn([UNKNOWN]);
    mkdirSync(path.join(root, 'content', UNKNOWN));
    writeFileSync(path.join(root, 'content', UNKNOWN, 'words.ts'), 'export const words = {};\n');
    const problems = await problemsOf({ ...en });
    expect(problems).toEqual([
      `content/${UNKNOWN}/: "${UNKNOWN}" is the default language (languages.ts), which the content files themselves are in: its words go in content/words.ts, and this folder is read by nothing`,
    ]);
  });
});

describe("the default language's résumé PDF", () => {
  const withPdf = (resumePdf: 'A4' | 'own', name = makeContent().profile.name) =>
    languageProblems(
      root,
      {
        ...makeContent(),
        profile: { ...makeContent().profile, name, resumePdf },
        words: { ...en },
      },
      () => true,
    );

  it('cannot be generated in a language written right to left, which the check names', async () => {
    siteIn(['ar']);
    const problems = await withPdf('A4');
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/profile\.ts › resumePdf: the build cannot typeset a résumé PDF in "ar", the default language, as "ar" is written right to left\. Ship your own/,
      ),
    ]);
  });

  it("is the owner's own there, which passes", async () => {
    siteIn(['ar']);
    expect(await withPdf('own')).toEqual([]);
  });

  it("is generated for a language it can set, whatever the script of the owner's name", async () => {
    siteIn(['en']);
    expect(await withPdf('A4', 'عبد الرحمن')).toEqual([]);
  });
});

describe('the words of a language beyond the default', () => {
  it('are all in its words.ts when the template has no dictionary for it', async () => {
    siteIn(['en', UNKNOWN]);
    mkdirSync(path.join(root, 'content', UNKNOWN));
    writeFileSync(
      path.join(root, 'content', UNKNOWN, 'words.ts'),
      `export const words = { 'nav.about': 'x' };\n`,
    );
    const problems = await problemsOf(undefined);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${UNKNOWN}/words\\.ts: the template has no dictionary for "${UNKNOWN}"`,
        ),
      ),
    ]);
  });
});

describe('the words the template added since an owner wrote a dictionary of their own', () => {
  const added = Object.keys(ADDED_WORDS) as Array<keyof typeof en>;
  const written = Object.fromEntries(
    Object.entries(en).filter(([key]) => !added.includes(key as keyof typeof en)),
  );

  it('do not stop the check, which names them and the file they go in', async () => {
    siteIn([UNKNOWN]);
    const content = { ...makeContent(), words: written } as ReturnType<typeof makeContent>;
    expect(await languageProblems(root, content, () => true)).toEqual([]);
    const warnings = await addedWordWarnings(root, content);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^content\/words\.ts: /);
    for (const key of added) expect(warnings[0]).toContain(key);
    expect(await addedWordWarnings(root, { ...content, words: { ...en } })).toEqual([]);
  });

  it("show in English on the language's pages until its words.ts has them", async () => {
    siteIn([UNKNOWN]);
    const content = { ...makeContent(), words: written } as ReturnType<typeof makeContent>;
    const languages = { default: UNKNOWN, all: [UNKNOWN] };
    const prepared = await prepareLanguage(
      root,
      languages,
      UNKNOWN,
      content,
      path.join(root, 'out'),
    );
    const file = /export const dictionary = (\{[\s\S]*?\});\n/.exec(
      readFileSync(path.join(prepared.dir, 'dictionary.ts'), 'utf8'),
    );
    const dictionary = JSON.parse(file![1]!) as Record<string, unknown>;
    for (const key of added) expect(dictionary[key]).toEqual(en[key]);
    const complete = { ...content, words: { ...en } };
    await prepareLanguage(root, languages, UNKNOWN, complete, path.join(root, 'out'));
    expect(readFileSync(path.join(prepared.dir, 'dictionary.ts'), 'utf8')).toContain(
      'export const dictionary = {};',
    );
  });

  it("warn of a honeypot label autofill may take for a field to fill, in the owner's words", async () => {
    siteIn([UNKNOWN]);
    const words = { ...en, 'contact.form.honeypot': 'Entreprise (laisser vide)' };
    const content = { ...makeContent(), words } as ReturnType<typeof makeContent>;
    const warnings = await addedWordWarnings(root, content);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^content\/words\.ts: contact\.form\.honeypot is "Entreprise \(laisser vide\)", words autofill may take/,
      ),
    ]);
    const neutral = { ...en, 'contact.form.honeypot': 'Laisser ce champ vide' };
    expect(await addedWordWarnings(root, { ...content, words: neutral })).toEqual([]);
  });

  it('come from the dictionary in a language the template has one for', async () => {
    siteIn(['en', KNOWN]);
    expect(await addedWordWarnings(root, { ...makeContent(), words: undefined })).toEqual([]);
  });
});
