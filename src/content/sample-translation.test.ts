// A check of the sample's German translation (sample/de/), not of the template: every file there
// matches its English module, and together they leave no text of the sample in English, so the
// German sample page is German throughout. Each module is read as the build lays a translation
// over it, with the texts the page would make up written out (a label for each paper's result).
import { describe, expect, it } from 'vitest';
import {
  showTextPath,
  translationProblems,
  untranslatedTexts,
  type TextPath,
} from '../lib/translate-content';
import { withTextsToTranslate } from '../lib/result-labels';

type Exports = Record<string, unknown>;
/** The modules by name: '../../sample/de/projects.ts' → 'projects'. */
const byName = (modules: Record<string, Exports>): Record<string, Exports> =>
  Object.fromEntries(
    Object.entries(modules).map(([file, exports]) => [/([^/]+)\.ts$/.exec(file)![1]!, exports]),
  );

const english = byName(import.meta.glob<Exports>('../../sample/*.ts', { eager: true }));
const german = byName(import.meta.glob<Exports>('../../sample/de/*.ts', { eager: true }));

/** Modules of settings, not texts: the languages themselves, and words replaced in every language. */
const NOT_TRANSLATED = new Set(['languages', 'words']);

/**
 * An item's category is one of categories.ts, and the page shows the translated name at its
 * place in that list: a translation names the categories once, there, not on every item.
 */
const fromCategories = (path: TextPath) => path.at(-1) === 'category' && path.length === 3;

describe('the sample’s German translation', () => {
  it('has a file only for an English module, exporting only what that module exports', () => {
    for (const [name, exports] of Object.entries(german)) {
      expect(Object.keys(english), name).toContain(name);
      for (const key of Object.keys(exports)) expect(english[name], name).toHaveProperty(key);
    }
  });

  it.each(Object.keys(german))('de/%s.ts matches its English module', (name) => {
    const problems = Object.entries(german[name]!).flatMap(([key, value]) =>
      translationProblems(withTextsToTranslate(key, english[name]![key]), value, [key]).map(
        (problem) => `${showTextPath(problem.path)}: ${problem.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('leaves no text of the sample in English', () => {
    const untranslated = Object.entries(english)
      .filter(([name]) => !NOT_TRANSLATED.has(name))
      .flatMap(([name, exports]) =>
        Object.entries(exports).flatMap(([key, value]) =>
          untranslatedTexts(withTextsToTranslate(key, value), german[name]?.[key], [key])
            .filter((path) => !fromCategories(path))
            .map((path) => `${name}: ${showTextPath(path)}`),
        ),
      );
    expect(untranslated).toEqual([]);
  });
});
