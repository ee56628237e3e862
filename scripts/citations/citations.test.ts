import { describe, expect, it } from 'vitest';
import { publications } from '../../src/content';
import type { Publication } from '../../src/content/types.ts';
import { BibtexError, bibtexEntry, bibtexText, citationKeys, parseBibtex } from './bibtex.ts';
import { bibliography, formatCitations } from './format.ts';
import { bareArxiv, bareDoi, paperCitation, parseName } from './paper.ts';
import { apa, ieee, mla } from './styles.ts';

/** A paper of our own making, with the optional fields the import may add. */
function paper(fields: Partial<Publication> & Record<string, unknown> = {}): Publication {
  return {
    id: 1,
    title: 'Deep Learning for Edge Devices',
    authors: ['Ada Lovelace', 'Dr. Alan Turing', 'Grace Brewster Hopper'],
    conference: '',
    journal: 'Journal of Machine Learning Research',
    year: '2024',
    status: 'Published',
    category: '',
    icon: 'eye',
    abstract: '',
    keywords: [],
    methodology: '',
    results: {},
    doi: '10.1000/jmlr.2024.7',
    arxiv: null,
    github: null,
    accent: 'blue',
    ...fields,
  } as Publication;
}

describe('reading a paper for citing', () => {
  it('splits names, drops honorifics and keeps particles and written-out "Family, Given"', () => {
    expect(parseName('Dr. Neha Iyer')).toEqual({ family: 'Iyer', given: 'Neha' });
    expect(parseName('Vincent van Gogh')).toEqual({ family: 'van Gogh', given: 'Vincent' });
    expect(parseName('Hopper, Grace B.')).toEqual({ family: 'Hopper', given: 'Grace B.' });
    expect(parseName('Plato')).toEqual({ family: 'Plato', given: '' });
  });

  it('reads a Chinese, Japanese or Korean name family name first, with or without a comma', () => {
    expect(parseName('山田 花子')).toEqual({ family: '山田', given: '花子', familyFirst: true });
    expect(parseName('鈴木, 一郎')).toEqual({ family: '鈴木', given: '一郎', familyFirst: true });
    expect(parseName('김민준')).toEqual({ family: '김민준', given: '', familyFirst: true });
    expect(parseName('Dr. 山田 花子')).toEqual({
      family: '山田',
      given: '花子',
      familyFirst: true,
    });
  });

  it('takes DOIs and arXiv ids bare, whatever form content writes them in', () => {
    expect(bareDoi('https://doi.org/10.1/x')).toBe('10.1/x');
    expect(bareDoi('doi:10.1/x')).toBe('10.1/x');
    expect(bareArxiv('https://arxiv.org/abs/2501.01234')).toBe('2501.01234');
    expect(bareArxiv('arXiv:2501.01234v2')).toBe('2501.01234v2');
  });

  it('guesses the kind from the venue, and lets an explicit type win', () => {
    expect(paperCitation(paper()).type).toBe('article');
    expect(paperCitation(paper({ journal: '', conference: 'NeurIPS' })).type).toBe('conference');
    expect(paperCitation(paper({ journal: '', arxiv: '2501.01234' })).type).toBe('preprint');
    expect(paperCitation(paper({ type: 'thesis', publisher: 'MIT' })).type).toBe('thesis');
    // A type the schema does not know (content that skipped the check) is guessed, not trusted.
    const unknown = { type: 'not a type' } as unknown as Partial<Publication>;
    expect(paperCitation(paper(unknown)).type).toBe('article');
  });
});

describe('citation styles', () => {
  const article = paperCitation(paper({ volume: '25', pages: '1-20' }));
  const talk = paperCitation(
    paper({ journal: '', conference: 'Proc. NeurIPS', pages: '5-9', doi: null }),
  );
  const preprint = paperCitation(paper({ journal: '', doi: null, arxiv: '2501.01234' }));

  it('APA: family names and initials, "&" before the last, year in brackets, DOI address', () => {
    expect(apa(article)).toBe(
      'Lovelace, A., Turing, A., & Hopper, G. B. (2024). Deep Learning for Edge Devices. ' +
        'Journal of Machine Learning Research, 25, 1–20. https://doi.org/10.1000/jmlr.2024.7',
    );
    expect(apa(talk)).toContain('In Proc. NeurIPS (pp. 5–9).');
    expect(apa(preprint)).toContain(
      'Deep Learning for Edge Devices (arXiv:2501.01234). arXiv. https://arxiv.org/abs/2501.01234',
    );
  });

  it('IEEE: initials first, the title in quotes, volume, pages, year and DOI', () => {
    expect(ieee(article)).toBe(
      'A. Lovelace, A. Turing, and G. B. Hopper, “Deep Learning for Edge Devices,” ' +
        'Journal of Machine Learning Research, vol. 25, pp. 1–20, 2024, doi: 10.1000/jmlr.2024.7.',
    );
    expect(ieee(talk)).toBe(
      'A. Lovelace, A. Turing, and G. B. Hopper, “Deep Learning for Edge Devices,” ' +
        'in Proc. NeurIPS, 2024, pp. 5–9.',
    );
    expect(ieee(preprint)).toContain('arXiv:2501.01234, 2024.');
    const seven = paperCitation(
      paper({ authors: 'A B C D E F G'.split(' ').map((l) => `X ${l}`) }),
    );
    expect(ieee(seven)).toMatch(/^X\. A et al\., “/);
  });

  it('MLA: the first author inverted, "et al." from three on, the title in quotes', () => {
    expect(mla(article)).toBe(
      'Lovelace, Ada, et al. “Deep Learning for Edge Devices.” ' +
        'Journal of Machine Learning Research, vol. 25, 2024, pp. 1–20. ' +
        'https://doi.org/10.1000/jmlr.2024.7.',
    );
    const two = paperCitation(paper({ authors: ['Ada Lovelace', 'Alan Turing'] }));
    expect(mla(two)).toMatch(/^Lovelace, Ada, and Alan Turing\. “/);
    expect(mla(preprint)).toContain('arXiv, 2024. https://arxiv.org/abs/2501.01234.');
  });
});

describe('a Chinese, Japanese or Korean name in every style', () => {
  const cited = paperCitation(paper({ authors: ['山田 花子', '鈴木, 一郎', 'Ada Lovelace'] }));

  it('is cited whole, as written, beside the others as each style writes them', () => {
    expect(apa(cited)).toMatch(/^山田 花子, 鈴木 一郎, & Lovelace, A\. \(2024\)\./);
    expect(ieee(cited)).toMatch(/^山田 花子, 鈴木 一郎, and A\. Lovelace, “/);
    expect(mla(cited)).toMatch(/^山田 花子, et al\. “/);
    const two = paperCitation(paper({ authors: ['Ada Lovelace', '山田 花子'] }));
    expect(mla(two)).toMatch(/^Lovelace, Ada, and 山田 花子\. “/);
  });

  it('goes into BibTeX as "Family, Given", and its key takes the first word of a title without spaces', () => {
    const japanese = paperCitation(
      paper({ title: '大規模言語モデルを用いた要約', authors: ['山田 花子'] }),
    );
    const [key] = citationKeys([japanese]);
    expect(bibtexEntry(japanese, key!)).toMatch(/author\s*=\s*\{山田, 花子\}/);
    // The surname and the title's first word, spelled in Latin letters: not the whole title.
    expect(key).toMatch(/^[a-z]+2024[a-z]+$/);
    expect(key!.length).toBeLessThan(30);
  });
});

describe('BibTeX', () => {
  it('writes pages as text, so a brace or a percent sign in them leaves the file readable', () => {
    const cited = paperCitation(paper({ pages: '12}–15 %x' }));
    const [entry] = parseBibtex(bibtexEntry(cited, 'key'));
    expect(entry!.fields.pages).toBe('12\\}--15 \\%x');
  });

  it('makes keys from the first surname, the year and the first real title word', () => {
    const citations = [
      paper({ title: 'The Art of Edge AI', authors: ['José Núñez'] }),
      paper({ title: 'Art, Again', authors: ['José Núñez'] }),
      paper({ bibKey: 'mine2024' }),
    ].map(paperCitation);
    expect(citationKeys(citations)).toEqual(['nunez2024art', 'nunez2024arta', 'mine2024']);
  });

  it('spells an author or title in another script in Latin letters, rather than dropping it', () => {
    const citations = [
      paper({ title: 'تصنيف اللهجات', authors: ['عبد الرحمن الهاشمي'] }),
      paper({ title: 'Σύντομη μελέτη', authors: ['Μαρία Παπαδοπούλου'] }),
    ].map(paperCitation);
    const keys = citationKeys(citations);
    for (const key of keys) expect(key).toMatch(/^[a-z]+2024[a-z]+$/);
    expect(keys.some((key) => key.startsWith('anon'))).toBe(false);
  });

  it('escapes what LaTeX reads as commands, so the entry parses back to the same text', () => {
    expect(bibtexText('R&D: 50% of $5 #1 a_b {x} ~^\\')).toBe(
      'R\\&D: 50\\% of \\$5 \\#1 a\\_b \\{x\\} \\textasciitilde{}\\textasciicircum{}\\textbackslash{}',
    );
    const [entry] = parseBibtex(
      formatCitations([paper({ title: 'Braces {and} 100% _odd_ titles' })])['1']!.bibtex,
    );
    expect(entry?.fields.title).toBe('{Braces \\{and\\} 100\\% \\_odd\\_ titles}');
  });

  it('writes the entry type, authors in order and every field content gives', () => {
    const [entry] = parseBibtex(
      formatCitations([paper({ type: 'conference', pages: '5–9', volume: '3' })])['1']!.bibtex,
    );
    expect(entry).toEqual({
      type: 'inproceedings',
      key: 'lovelace2024deep',
      fields: {
        title: '{Deep Learning for Edge Devices}',
        author: 'Lovelace, Ada and Turing, Alan and Hopper, Grace Brewster',
        booktitle: 'Journal of Machine Learning Research',
        year: '2024',
        volume: '3',
        pages: '5--9',
        doi: '10.1000/jmlr.2024.7',
      },
    });
    const [pre] = parseBibtex(
      formatCitations([paper({ journal: '', doi: null, arxiv: '2501.01234' })])['1']!.bibtex,
    );
    expect(pre).toMatchObject({
      type: 'misc',
      fields: { eprint: '2501.01234', archiveprefix: 'arXiv' },
    });
  });

  it('the reader rejects what BibTeX tools reject', () => {
    expect(() => parseBibtex('@article{a, title = {open}')).toThrow(BibtexError);
    expect(() => parseBibtex('@article{a, title = {x}}\n@misc{a, title = {y}}')).toThrow(/twice/);
    expect(() => parseBibtex('@article{a, title = {x}, title = {y}}')).toThrow(/twice/);
    expect(() => parseBibtex('@article{a, title {x}}')).toThrow(/expected "="/);
  });

  it("the site's whole list parses, one entry per paper, keys unique, titles as content has them", () => {
    const entries = parseBibtex(bibliography(publications));
    expect(entries).toHaveLength(publications.length);
    expect(new Set(entries.map((e) => e.key)).size).toBe(publications.length);
    for (const [index, entry] of entries.entries()) {
      expect(entry.fields.title).toBe(`{${bibtexText(publications[index]!.title)}}`);
      expect(entry.fields.author?.split(' and ')).toHaveLength(publications[index]!.authors.length);
    }
  });
});
