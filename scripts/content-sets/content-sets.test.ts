import fc from 'fast-check';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, validateContent, type Content } from '../../src/content/validate';
import { loadContent } from '../check-content';
import { renderResumePdf } from '../resume/pdf';
import { contentSet, MINIMAL_SET, type ContentSet } from './arbitrary';
import { photoBytes, writeContentSet, writeLanguages } from './write';
import { setsFor } from './run';
import type { Languages } from '../../src/content/types';
import { ENGLISH_ONLY } from '../../src/lib/languages';
import { dictionaries } from '../../src/words/dictionaries';

const asContent = ({ photo: _photo, ...content }: ContentSet): Content => content;
const problems = (set: ContentSet) =>
  validateContent(asContent(set), (file) => file === `content/${set.profile.profileImage}`).map(
    formatProblem,
  );

describe('generated content sets', () => {
  it('pass the content check, whatever the seed', () => {
    fc.assert(
      fc.property(contentSet, (set) => {
        expect(problems(set)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('make a résumé PDF with the bundled fonts alone, whatever the seed', async () => {
    // Scripts the bundled font lacks stay in text only the page shows (arbitrary.ts, PAGE_ONLY).
    await fc.assert(
      fc.asyncProperty(contentSet, async (set) => {
        const { pdf } = await renderResumePdf(asContent(set), {
          paper: 'A4',
          siteUrl: set.profile.siteUrl,
          fallbackFonts: [],
        });
        expect(pdf.length).toBeGreaterThan(0);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it('name a photo in the profile exactly when they ship one', () => {
    fc.assert(
      fc.property(contentSet, (set) => {
        expect(set.profile.profileImage !== undefined).toBe(set.photo !== null);
        expect(set.profile.profileImageAlt !== undefined).toBe(set.photo !== null);
      }),
      { numRuns: 300 },
    );
  });

  it('include the smallest set the check accepts, with no photo', () => {
    expect(problems(MINIMAL_SET)).toEqual([]);
    expect(MINIMAL_SET.projects).toHaveLength(0);
    expect(MINIMAL_SET.publications).toHaveLength(0);
    expect(MINIMAL_SET.photo).toBeNull();
    expect(MINIMAL_SET.profile).not.toHaveProperty('profileImage');
    expect(MINIMAL_SET.profile).not.toHaveProperty('profileImageAlt');
  });

  it('reach empty and long lists, every script and a missing link', () => {
    const sets = fc.sample(contentSet, { numRuns: 200, seed: 7 });
    expect(sets.some((s) => s.publications.length === 0)).toBe(true);
    expect(sets.some((s) => s.publications.length >= 5)).toBe(true);
    expect(sets.some((s) => s.projects.length === 0)).toBe(true);
    expect(sets.some((s) => s.projects.length === 1)).toBe(true);
    expect(sets.some((s) => s.projects.some((p) => p.github === null))).toBe(true);
    expect(sets.some((s) => s.photo === null)).toBe(true);
    expect(sets.some((s) => s.photo?.format === 'svg')).toBe(true);
    const text = JSON.stringify(sets);
    for (const sample of ['Москва', '機械学習', 'بيانات', '<script>']) {
      expect(text).toContain(sample);
    }
  });
});

describe('writeContentSet', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-set-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes modules the content check reads back as they were', async () => {
    const [set] = fc.sample(contentSet, { numRuns: 1, seed: 42 });
    await writeContentSet(dir, set!);
    const { content, unloaded } = await loadContent(dir);
    expect(unloaded).toEqual([]);
    expect(content).toEqual(asContent(set!));
  });

  it('writes no image for a set with no photo', async () => {
    const bare = path.join(dir, 'bare');
    await writeContentSet(bare, MINIMAL_SET);
    expect(readdirSync(path.join(bare, 'images'))).toEqual([]);
    const { content, unloaded } = await loadContent(bare);
    expect(unloaded).toEqual([]);
    expect(content).toEqual(asContent(MINIMAL_SET));
  });

  it('makes a photo of the size asked for, in each format', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const meta = await sharp(await photoBytes({ format, width: 37, height: 5 })).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 37, 5]);
    }
    const svg = (await photoBytes({ format: 'svg', width: 3, height: 9 })).toString();
    expect(svg).toContain('viewBox="0 0 3 9"');
  });

  it('writes a languages.ts that makes the site one in that language alone', async () => {
    const own = path.join(dir, 'own-language');
    mkdirSync(own);
    writeLanguages(own, 'de');
    const { languages } = (await import(path.join(own, 'languages.ts'))) as {
      languages: Languages;
    };
    expect(languages).toEqual({ default: 'de', all: ['de'] });
    // With no language, the folder is left without one, as an owner who never wrote one.
    writeLanguages(own, undefined);
    expect(readdirSync(own)).not.toContain('languages.ts');
  });
});

describe('a run of content sets', () => {
  it('builds the smallest set without a languages.ts, as an owner who never wrote one', () => {
    expect(setsFor(7, 0)).toEqual([{ name: 'smallest', set: MINIMAL_SET }]);
  });

  it('builds its first drawn set in a language other than English, each in one with words', () => {
    const turns = setsFor(7, Object.keys(dictionaries).length + 1)
      .slice(1)
      .map(({ language }) => language);
    expect(turns[0]).not.toBe(ENGLISH_ONLY.default);
    expect(new Set(turns)).toEqual(new Set(Object.keys(dictionaries)));
  });
});
