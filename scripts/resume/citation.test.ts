import { describe, expect, it } from 'vitest';
import type { Publication } from '../../src/content/types';
import { t } from '../../src/words/index.ts';
import { citationText } from './citation.ts';

const paper = {
  authors: ['Ingrid Sølvberg-Okafor', 'Hans Müller'],
  year: '2024',
  title: 'A Study',
  conference: '',
  journal: 'Journal of Things',
  status: 'Published',
  doi: '10.1000/x.1',
  volume: '12',
  pages: '112–125',
} satisfies Partial<Publication>;

describe('citationText', () => {
  it('writes authors, year, title, venue, volume, pages and DOI as a reference does', () => {
    expect(citationText(paper)).toBe(
      'Ingrid Sølvberg-Okafor, Hans Müller (2024). A Study. Journal of Things, 12, 112–125. https://doi.org/10.1000/x.1',
    );
  });

  it('leaves out what the paper lacks and says a status other than published', () => {
    expect(
      citationText({
        ...paper,
        year: '',
        title: 'Why?',
        journal: '',
        volume: undefined,
        pages: undefined,
        doi: null,
        status: 'Under Review',
      }),
    ).toBe(`Ingrid Sølvberg-Okafor, Hans Müller. Why? ${t('status.paper.Under Review')}.`);
  });
});
