// What each of a paper's results is called: the label the content gives it, else its key read as
// words ("testAccuracy" → "Test Accuracy"). A translation names results through the same labels.
import type { Publication } from '../content/types';
import { camelCaseToWords } from './text';
import { isFields } from './fields';

type Results = Pick<Publication, 'results' | 'resultLabels'>;

/** The label of each result, by its key, in the order of `results`. */
export function resultLabels({ results, resultLabels: given }: Results): Record<string, string> {
  return Object.fromEntries(
    Object.keys(results).map((key) => [
      key,
      // Its own entry only: a result called "constructor" is not named by Object's prototype.
      given && Object.hasOwn(given, key) ? given[key]! : camelCaseToWords(key),
    ]),
  );
}

/**
 * A content module's export as a translation is laid over it: with the texts the page would
 * otherwise make up written out, so that a translation has one to replace for each and the build
 * can name those it leaves in the default language. So far, a label for every paper's result.
 * Anything that is not a paper with results (content with a mistake in it) stays as it is.
 */
export function withTextsToTranslate(key: string, value: unknown): unknown {
  if (key !== 'publications' || !Array.isArray(value)) return value;
  return value.map((paper: unknown) =>
    isFields(paper) && isFields(paper.results)
      ? { ...paper, resultLabels: resultLabels(paper as Results) }
      : paper,
  );
}
