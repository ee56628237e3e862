import { describe, expect, it } from 'vitest';
import { resultLabels, withTextsToTranslate } from './result-labels';

describe('resultLabels', () => {
  it("names each result by the content's label, else by its key read as words, in order", () => {
    const paper = {
      results: { rougeLScore: '41.2', testAccuracy: '96%' },
      resultLabels: { rougeLScore: 'ROUGE-L Score' },
    };
    expect(resultLabels(paper)).toEqual({
      rougeLScore: 'ROUGE-L Score',
      testAccuracy: 'Test Accuracy',
    });
    expect(Object.keys(resultLabels(paper))).toEqual(['rougeLScore', 'testAccuracy']);
  });

  it('names a result whose key an object already has ("constructor") by its own words', () => {
    const paper = { results: { constructor: 'yes', toString: '2' }, resultLabels: {} };
    expect(resultLabels(paper)).toEqual({ constructor: 'Constructor', toString: 'To String' });
  });

  it('names only the results the paper has', () => {
    const paper = { results: {}, resultLabels: { gone: 'A result since removed' } };
    expect(resultLabels(paper)).toEqual({});
  });
});

describe('withTextsToTranslate', () => {
  it("writes a label out for every paper's result, so a translation has one to translate", () => {
    const papers = [
      { id: 1, results: { f1Score: '0.9' } },
      { id: 2, results: {}, resultLabels: {} },
    ];
    expect(withTextsToTranslate('publications', papers)).toEqual([
      { id: 1, results: { f1Score: '0.9' }, resultLabels: { f1Score: 'F1 Score' } },
      { id: 2, results: {}, resultLabels: {} },
    ]);
  });

  it('leaves other modules, and a paper without results, as they are', () => {
    const projects = [{ id: 1, results: { a: 'b' } }];
    expect(withTextsToTranslate('projects', projects)).toBe(projects);
    expect(withTextsToTranslate('publications', [{ id: 3, title: 'No results' }])).toEqual([
      { id: 3, title: 'No results' },
    ]);
  });
});
