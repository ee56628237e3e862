import { cpSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publication } from '../../src/content/types';
import { isSameAuthor } from '../../src/lib/author-name';
import { CONTENT_DIR, loadContent } from '../check-content.ts';
import { renderModules, writeModules } from '../resume/content-modules.ts';
import { importBibtex } from '../import-bibtex.ts';
import { utf8Text } from '../import-input.ts';
import { BibtexError, parseBibtex } from './parse.ts';
import { papersFromBibtex } from './to-papers.ts';

// The owner is the test's own, and so is the paper already in the content, so what it expects
// holds for any content.
const OWNER = 'Ingrid Sølvberg-Okafor';
const EXISTING: Publication = {
  id: 7,
  title: 'An old title',
  slug: 'kept-address',
  authors: [OWNER],
  conference: '',
  journal: 'Old Journal',
  year: '2023',
  status: 'Accepted',
  category: 'Own Category',
  icon: 'leaf',
  abstract: 'What the owner wrote.',
  keywords: ['Own keyword'],
  methodology: 'How it was done.',
  results: { accuracy: '99%' },
  doi: 'https://doi.org/10.1000/old.2023.7',
  arxiv: null,
  github: null,
  accent: 'green',
};
const CATEGORIES = { projects: [], experience: [], certificates: [], papers: ['Own Category'] };

const BIB = String.raw`% The owner's papers, one of every kind.
@string{jml = "Journal of Machine Learning"}

@article{okafor2024gpu,
  author = {S{\o}lvberg-Okafor, Ingrid and M{\"u}ller, Hans and Jane Q. Public},
  title = {A {GPU} Study of \emph{Fast} Things},
  journal = jml,
  year = 2024, volume = {12}, pages = {112--125}, publisher = {JMLR},
  doi = {10.1000/jml.2024.1},
  pdf = {https://example.org/gpu.pdf}, slides = {https://example.org/gpu-slides.pdf},
  keywords = {Own Category, GPUs}
}
@inproceedings{okafor2023conf,
  author = {I. S{\o}lvberg-Okafor and Fran{\c{c}}ois Lef{\`e}vre},
  title = {Conference Work},
  booktitle = {Proceedings of the Conference on Things},
  year = {2023}, pages = {1--9}, code = {https://github.com/example/conf},
  video = {https://video.example/talk}, note = {Oral}
}
@misc{okafor2025arxiv,
  author = {Ingrid Solvberg-Okafor},
  title = {A Preprint},
  eprint = {2501.01234}, archivePrefix = {arXiv}, primaryClass = {cs.LG},
  year = {2025}
}
@phdthesis{okafor2022phd,
  author = {S{\o}lvberg-Okafor, Ingrid}, title = {The Thesis}, school = {Universitetet i Oslo}, year = {2022}
}
@mastersthesis{okafor2019msc,
  author = {S{\o}lvberg-Okafor, Ingrid}, title = {The Master's Thesis}, school = {NTNU}, year = {2019}
}
@techreport{okafor2021tr,
  author = {S{\o}lvberg-Okafor, Ingrid}, title = {A Report}, institution = {SINTEF}, number = {TR-1}, year = {2021}
}
@book{okafor2020book,
  author = {S{\o}lvberg-Okafor, Ingrid}, title = {The Book}, publisher = {Springer}, year = {2020}
}
@incollection{okafor2020chapter,
  author = {S{\o}lvberg-Okafor, Ingrid}, title = {A Chapter}, booktitle = {Collected Things},
  publisher = {Springer}, year = {2020}, projectpage = {https://example.org/chapter/}
}
@article{okafor2023again,
  author = {S{\o}lvberg-Okafor, Ingrid}, title = {A New Title}, journal = {New Journal},
  year = {2023}, doi = {https://doi.org/10.1000/OLD.2023.7}
}
`;

const current = { profile: { name: OWNER }, publications: [EXISTING], categories: CATEGORIES };
const byKey = (papers: Publication[], key: string) => papers.find((p) => p.bibKey === key)!;

describe('papersFromBibtex', () => {
  const result = papersFromBibtex(parseBibtex(BIB), current);
  const { publications } = result;

  it('adds one paper per new entry and updates the one already there', () => {
    expect(publications).toHaveLength(1 + 8);
    expect(publications.map((p) => p.id)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('decodes accents and braces and reads names in either order', () => {
    const article = byKey(publications, 'okafor2024gpu');
    expect(article.title).toBe('A GPU Study of Fast Things');
    expect(article.authors).toEqual([OWNER, 'Hans Müller', 'Jane Q. Public']);
    expect(byKey(publications, 'okafor2023conf').authors).toEqual([
      'I. Sølvberg-Okafor',
      'François Lefèvre',
    ]);
    for (const paper of publications) {
      expect(paper.authors.some((author) => isSameAuthor(author, OWNER))).toBe(true);
    }
  });

  it('keeps a Chinese, Japanese or Korean name family name first, written with a comma or without', () => {
    const bib = `@article{yamada2025, author = {山田 花子 and 鈴木, 一郎 and {Google, Inc.} and Okafor, Ingrid},
  title = {大規模言語モデル}, journal = {情報処理}, year = {2025}}`;
    const [paper] = papersFromBibtex(parseBibtex(bib), current).publications.filter(
      (p) => p.bibKey === 'yamada2025',
    );
    expect(paper?.authors).toEqual(['山田 花子', '鈴木 一郎', 'Google, Inc.', 'Ingrid Okafor']);
  });

  it('maps every entry type, its venue, its identifiers and its links', () => {
    const article = byKey(publications, 'okafor2024gpu');
    expect(article).toMatchObject({
      type: 'article',
      journal: 'Journal of Machine Learning',
      conference: '',
      year: '2024',
      volume: '12',
      pages: '112–125',
      publisher: 'JMLR',
      doi: 'https://doi.org/10.1000/jml.2024.1',
      pdf: 'https://example.org/gpu.pdf',
      slides: 'https://example.org/gpu-slides.pdf',
      status: 'Published',
      category: 'Own Category',
    });
    expect(byKey(publications, 'okafor2023conf')).toMatchObject({
      type: 'conference',
      conference: 'Proceedings of the Conference on Things',
      journal: '',
      github: 'https://github.com/example/conf',
      video: 'https://video.example/talk',
    });
    expect(byKey(publications, 'okafor2025arxiv')).toMatchObject({
      type: 'preprint',
      journal: 'arXiv',
      arxiv: 'https://arxiv.org/abs/2501.01234',
      doi: null,
      status: 'Under Review',
    });
    expect(byKey(publications, 'okafor2022phd')).toMatchObject({
      type: 'thesis',
      journal: 'Universitetet i Oslo',
    });
    expect(byKey(publications, 'okafor2019msc')).toMatchObject({ type: 'thesis', journal: 'NTNU' });
    expect(byKey(publications, 'okafor2021tr')).toMatchObject({
      type: 'report',
      journal: 'SINTEF',
    });
    expect(byKey(publications, 'okafor2020book')).toMatchObject({
      type: 'book',
      publisher: 'Springer',
    });
    expect(byKey(publications, 'okafor2020chapter')).toMatchObject({
      type: 'chapter',
      journal: 'Collected Things',
      projectPage: 'https://example.org/chapter/',
    });
  });

  it("updates a paper already there by its DOI and keeps the owner's own fields", () => {
    const updated = publications.find((p) => p.id === EXISTING.id)!;
    expect(updated).toMatchObject({
      title: 'A New Title',
      journal: 'New Journal',
      bibKey: 'okafor2023again',
      slug: EXISTING.slug,
      status: EXISTING.status,
      category: EXISTING.category,
      icon: EXISTING.icon,
      accent: EXISTING.accent,
      abstract: EXISTING.abstract,
      keywords: EXISTING.keywords,
      methodology: EXISTING.methodology,
      results: EXISTING.results,
    });
    expect(result.done.some((line) => line.includes('the same by DOI'))).toBe(true);
  });

  it('matches again by arXiv id and by key on a second import, doubling nothing', () => {
    const again = papersFromBibtex(parseBibtex(BIB), { ...current, publications });
    expect(again.publications).toHaveLength(publications.length);
    expect(again.done.every((line) => line.includes('updated'))).toBe(true);
  });

  it('declares the categories new papers need and lists what it could not map', () => {
    expect(result.categories.papers).toEqual([
      'Own Category',
      'Conference Papers',
      'Preprints',
      'Theses',
      'Reports',
      'Books',
      'Book Chapters',
    ]);
    expect(result.unmapped).toContainEqual(expect.stringMatching(/okafor2023conf.*note/));
    expect(result.unmapped).toContainEqual(expect.stringMatching(/okafor2021tr.*number/));
  });

  it('updates a paper with no key or DOI (as import-resume writes it) by its title and year', () => {
    // As import-resume leaves a paper: no BibTeX key, no DOI, the title in its own spelling.
    const written: Publication = {
      ...EXISTING,
      id: 2,
      title: 'Tail Latency at Scale: A Study',
      year: '2024',
      doi: null,
    };
    const bib = String.raw`@article{okafor2024tail,
      author = {S{\o}lvberg-Okafor, Ingrid}, title = {Tail latency at scale -- a {STUDY}},
      journal = {Systems Journal}, year = {2024}, doi = {10.1000/tail.2024}
    }`;
    const imported = papersFromBibtex(parseBibtex(bib), { ...current, publications: [written] });
    expect(imported.publications).toHaveLength(1);
    expect(imported.publications[0]).toMatchObject({
      id: 2,
      slug: EXISTING.slug,
      bibKey: 'okafor2024tail',
      doi: 'https://doi.org/10.1000/tail.2024',
      journal: 'Systems Journal',
      abstract: EXISTING.abstract,
      results: EXISTING.results,
    });
    expect(imported.done).toEqual([
      'okafor2024tail (line 1): updated paper 2 ("Tail Latency at Scale: A Study"), the same by title and year',
    ]);
  });

  it('adds a paper of the same title in another year, or beside one with its own key or DOI', () => {
    const bib = String.raw`@article{again, author = {Ingrid Sølvberg-Okafor}, title = {An Old Title},
      journal = {J}, year = {2023}}`;
    const add = (existing: Publication) =>
      papersFromBibtex(parseBibtex(bib), { ...current, publications: [existing] }).publications;
    const unkeyed = { ...EXISTING, doi: null };
    expect(add(unkeyed)).toHaveLength(1);
    expect(add({ ...unkeyed, year: '2022' })).toHaveLength(2);
    expect(add(EXISTING)).toHaveLength(2);
    expect(add({ ...unkeyed, bibKey: 'another2023' })).toHaveLength(2);
  });

  it('leaves "and others" out of the authors, keeps TeX maths in a title as written, and lists both to check', () => {
    const { publications: papers, unmapped } = papersFromBibtex(
      parseBibtex(
        `@article{bounds, author = {S{\\o}lvberg-Okafor, Ingrid and others}, journal = {J}, year = {2021},
          title = {Bounds of $O(n^2)$ time and $\\mathcal{O}(n \\log n)$ for {GPU} {\\"u}ber-sorts}}`,
      ),
      { ...current, publications: [] },
    );
    expect(papers[0]?.authors).toEqual([OWNER]);
    expect(papers[0]?.title).toBe(
      'Bounds of $O(n^2)$ time and $\\mathcal{O}(n \\log n)$ for GPU über-sorts',
    );
    expect(unmapped).toEqual([
      expect.stringMatching(
        /^bounds \(line 1\): author "others" \(et al\.\): .*, the title's TeX maths, kept as written/,
      ),
    ]);
  });

  it('names an entry with no year, whose citations read n.d.', () => {
    const undated = String.raw`@article{undated, author = {S{\o}lvberg-Okafor, Ingrid}, title = {T}, journal = {J}}`;
    const { filled, publications: papers } = papersFromBibtex(parseBibtex(undated), current);
    expect(papers.at(-1)?.year).toBe('');
    expect(filled).toContain(
      'undated (line 1): no year; its citations read "n.d." until you set one',
    );
  });

  it('names the entries the owner is not an author of', () => {
    const other = String.raw`@article{x, author = {Somebody Else}, title = {T}, journal = {J}, year = {2020}}`;
    const { filled } = papersFromBibtex(parseBibtex(other), current);
    expect(filled).toContainEqual(expect.stringContaining('is not among its authors'));
  });
});

describe('parseBibtex', () => {
  it('reads every LaTeX letter of a name, å included, and keeps a family name that opens on one whole', () => {
    const authors = (field: string) =>
      parseBibtex(`@article{a, author = {${field}}, title = {T{\\aa}rn}, year = {2024}}`)[0]!.csl;
    const names = (field: string) =>
      authors(field).author?.map((name) =>
        [name.given, name['non-dropping-particle'], name.family].filter(Boolean).join(' '),
      );
    // Each spelling a .bib may give: braced, bare, with {} after it, and the letter itself.
    for (const field of [
      '{\\O}deg{\\aa}rd-Nakamura, Zo{\\"e}',
      '{\\O}deg\\aa{}rd-Nakamura, Zo\\"{e}',
      '{\\O}deg\\r{a}rd-Nakamura, Zoë',
      'Zo{\\"e} {\\O}deg\\aa rd-Nakamura',
      'Ødegård-Nakamura, Zoë',
    ]) {
      expect(names(field), field).toEqual(['Zoë Ødegård-Nakamura']);
    }
    expect(names("{\\AA}berg, Karin and {\\'E}mile-Zola, Z and van der Berg, Jan")).toEqual([
      'Karin Åberg',
      'Z Émile-Zola',
      // A particle written in lower case is one still.
      'Jan van der Berg',
    ]);
    expect(authors('A B').title).toBe('Tårn');
  });

  it('puts an accent over a dotless i as over an i, and keeps a dotless ı alone', () => {
    const title = (field: string) =>
      parseBibtex(`@misc{a, title = {${field}}, year = {2024}}`)[0]!.csl.title;
    for (const field of ['na{\\"\\i}fs', 'na\\"{\\i}fs', 'na\\" \\i fs', 'naïfs']) {
      expect(title(field), field).toBe('naïfs');
    }
    expect(title("Andr{\\'\\i}s Mu{\\~n}oz")).toBe('Andrís Muñoz');
    // A letter accent (pinyin's caron), braced or bare, and two in a row.
    expect(title('L{\\v\\i} and L\\v{\\i}')).toBe('Lǐ and Lǐ');
    expect(title('\\"\\i\\"\\i')).toBe('ïï');
    expect(title('K{\\i}r{\\i}kkale')).toBe('Kırıkkale');
  });

  it('stops at a malformed entry with the line it is on', () => {
    const bad = 'good line\n\n@article{broken,\n  author = {A B},\n  title = {Unclosed\n';
    expect(() => parseBibtex(bad)).toThrow(BibtexError);
    try {
      parseBibtex(bad);
    } catch (error) {
      // The entry's line, where the "}" is missing, not the file's end.
      expect((error as BibtexError).line).toBe(3);
      expect((error as BibtexError).message).toContain('line 3');
    }
    const missingComma = '@article{a, title = {A}}\n@article{b\n  title = {B}}\n';
    expect(() => parseBibtex(missingComma)).toThrow(expect.objectContaining({ line: 3 }));
  });

  it("names the entry a slip is in, and its likely cause, in an owner's words", () => {
    const good = '@article{good, title = {G}, year = {2019}}\n\n';
    const cases: [string, number, string[]][] = [
      // The entry before the next one never closed: named by its own line, not the next one's.
      [
        `${good}@article{open,\n  title = {O},\n  year = {2020}\n\n@article{next, title = {N}}\n`,
        7,
        ['line 3', '@article{open', '"}" missing'],
      ],
      // A field's comma left out.
      [
        `${good}@article{nocomma,\n  title = {A}\n  year = {2020}\n}\n`,
        5,
        ['line 3', '@article{nocomma', 'comma after the field before it'],
      ],
      // The key's comma left out.
      [
        '@article{nokey\n  title = {X},\n  year = {2019}\n}\n',
        2,
        ['line 1', '@article{nokey', "comma after the entry's key"],
      ],
      // Stray text with an "@" after an entry that is closed: not blamed on that entry.
      [
        `${good}@article{closed,\n  title = {C}\n}\nwords @@@ {\n`,
        6,
        ['after the entry that starts on line 3', '@article{closed', 'closes on line 5'],
      ],
      // A brace opened in a field and never closed: named by its entry's line, not the file's end.
      [
        `${good}@article{unclosed,\n  title = {A Bad Paper,\n  year = {2020}\n}\n`,
        3,
        ['line 3', '@article{unclosed', '"}" missing'],
      ],
      // The same in a quoted field, with whole entries after it: still the entry it is in.
      [
        `${good}@article{quoted,\n  title = "Scaling {Wind",\n  year = {2021}\n}\n\n@article{middle, title = {M}, year = {2020}}\n@article{last, title = {L}, year = {2022}}\n`,
        3,
        ['line 3', '@article{quoted', '"}" missing'],
      ],
    ];
    for (const [text, line, words] of cases) {
      let thrown: unknown;
      try {
        parseBibtex(text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(BibtexError);
      expect((thrown as BibtexError).line).toBe(line);
      for (const word of words) expect((thrown as BibtexError).message).toContain(word);
      // No parser's token names.
      expect((thrown as BibtexError).message).not.toMatch(/rbrace|lbrace|identifier|"label"|EOF/);
    }
  });

  it('refuses two entries with one key, naming both lines: the second would replace the first', () => {
    const twice = '@article{same, title = {First}}\n\n@article{same, title = {Second}}\n';
    expect(() => parseBibtex(twice)).toThrow(
      expect.objectContaining({ line: 3, message: expect.stringContaining('line 1') }),
    );
    // An old version turned off in @comment is no entry: the file reads as one paper.
    const off = '@comment{ @article{same, title = {Old}} }\n@article{same, title = {New}}\n';
    expect(parseBibtex(off).map((entry) => [entry.key, entry.fields.title, entry.line])).toEqual([
      ['same', 'New', 2],
    ]);
  });
});

describe('npm run import-bibtex', () => {
  let dir: string;
  const lines: string[] = [];
  const io = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };

  beforeEach(async () => {
    lines.length = 0;
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-bibtex-'));
    cpSync(CONTENT_DIR, path.join(dir, 'content'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const files = (folder: string) => readdirSync(folder).sort();

  it('writes nothing and names the line of a malformed file', async () => {
    const out = path.join(dir, 'content');
    const before = files(out);
    const original = await readFile(path.join(out, 'publications.ts'), 'utf8');
    const bib = path.join(dir, 'papers.bib');
    await writeFile(bib, `${BIB}\n@article{broken, title = {no end}\n`);
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/papers\.bib, line \d+: .*Nothing written/);
    // One mark ends the message, a question's its own.
    expect(lines[0]).not.toMatch(/[?.!]\. Nothing/);
    expect(files(out)).toEqual(before);
    expect(await readFile(path.join(out, 'publications.ts'), 'utf8')).toBe(original);
  });

  it("adds the papers to the folder's publications.ts, keeping a copy", async () => {
    const out = path.join(dir, 'content');
    const profile = (await import(pathToFileURL(path.join(out, 'profile.ts')).href)) as {
      profile: { name: string };
    };
    const { publications: before } = (await import(
      pathToFileURL(path.join(out, 'publications.ts')).href
    )) as { publications: Publication[] };
    const bib = path.join(dir, 'papers.bib');
    // Written with the owner's name, whatever it is, last name first.
    const [family, ...given] = profile.profile.name.split(' ').reverse();
    await writeFile(
      bib,
      `@article{mine, author = {${family}, ${given.reverse().join(' ')} and A. Colleague}, title = {Mine}, journal = {J}, year = {2024}, doi = {10.1/mine}}\n`,
    );
    expect(await importBibtex([bib, '--out', out], io)).toBe(0);
    const written = await readFile(path.join(out, 'publications.ts'), 'utf8');
    expect(written).toContain("bibKey: 'mine'");
    expect(written).toContain('npm run import-bibtex');
    expect(files(out).some((file) => /^publications\.ts\..*\.bak$/.test(file))).toBe(true);
    // Numbered above every paper the folder held, the sample's it removes too.
    expect(lines.join('\n')).toContain(
      `added as paper ${Math.max(0, ...before.map((p) => p.id)) + 1}`,
    );
    expect(lines.join('\n')).not.toContain('is not among its authors');
  });

  it('names the entry in the file, and its line, for a value the content check refuses', async () => {
    const out = path.join(dir, 'content');
    const original = await readFile(path.join(out, 'publications.ts'), 'utf8');
    const bib = path.join(dir, 'papers.bib');
    await writeFile(
      bib,
      '% papers\n@article{fine, author = {Lee, A.}, title = {Fine}, journal = {J}, year = {2020}}\n' +
        '@article{wordy,\n  author = {Lee, A.},\n  title = {Wordy},\n  journal = {J},\n  year = {twenty twenty}\n}\n',
    );
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    const refused = lines.filter((line) => line.includes('@article{wordy}'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/papers\.bib, line 3 \(@article\{wordy\}\) › year: /);
    expect(lines.join('\n')).not.toContain('publications.ts ›');
    expect(await readFile(path.join(out, 'publications.ts'), 'utf8')).toBe(original);
  });

  it('writes nothing for a file with no entry, or one that is not UTF-8, and says why', async () => {
    const out = path.join(dir, 'content');
    const original = await readFile(path.join(out, 'publications.ts'), 'utf8');
    const bib = path.join(dir, 'papers.bib');
    await writeFile(bib, '% only a comment\n');
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    expect(lines.at(-1)).toMatch(/papers\.bib holds no BibTeX entry.*Nothing written/);
    // Latin-1's é on line 2, where UTF-8 expects a continuation byte.
    await writeFile(
      bib,
      Buffer.from('@article{a,\n title = {Caf\xe9},\n year = {2024}}\n', 'latin1'),
    );
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    expect(lines.at(-1)).toMatch(/papers\.bib, line 2: not UTF-8 text/);
    // A paper's PDF given for its BibTeX.
    await writeFile(bib, Buffer.from('%PDF-1.5\n%\xd0\xd4\xc5\xd8\n', 'latin1'));
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    expect(lines.at(-1)).toMatch(
      /papers\.bib is a PDF, not text: this command reads a BibTeX file/,
    );
    expect(await readFile(path.join(out, 'publications.ts'), 'utf8')).toBe(original);
  });

  it('drops the sample’s papers kept whole in a copy of it, keeping the ones you edited', async () => {
    // The sample here is the test's own: two papers, one left as it was in the copy (under
    // another id) and one the owner edited.
    const edited = { ...EXISTING, id: 8, title: 'Edited', abstract: 'Sample words.' };
    const write = async (folder: string, papers: Publication[]) => {
      cpSync(CONTENT_DIR, folder, { recursive: true });
      // Read from where it was copied: a module once imported is not read again.
      const { content } = await loadContent(CONTENT_DIR);
      const c = {
        ...content,
        publications: papers,
        categories: {
          ...content.categories,
          papers: [...content.categories.papers, 'Own Category'],
        },
      };
      const modules = await renderModules(c, 'test');
      await writeModules(
        folder,
        {
          'publications.ts': modules['publications.ts']!,
          'categories.ts': modules['categories.ts']!,
        },
        { force: true },
      );
    };
    const sample = path.join(dir, 'sample');
    const out = path.join(dir, 'copy');
    await write(sample, [EXISTING, edited]);
    await write(out, [
      { ...EXISTING, id: 3 },
      { ...edited, id: 2, abstract: 'My own words.' },
    ]);
    const bib = path.join(dir, 'papers.bib');
    await writeFile(bib, BIB);
    expect(await importBibtex([bib, '--out', out, '--force'], io, sample)).toBe(0);
    expect(lines.join('\n')).toContain(`removed paper 3 ("${EXISTING.title}")`);
    const written = await readFile(path.join(out, 'publications.ts'), 'utf8');
    expect(written).toContain('My own words.');
    expect(written).not.toContain(EXISTING.abstract);
    // The .bib's entry with the removed paper's DOI is added anew, not taken for it, and the new
    // papers are numbered above the removed one's id (3, above the kept one's 2).
    expect(written).toContain("bibKey: 'okafor2023again'");
    expect(lines.join('\n')).toContain('added as paper 4');
    expect(lines.join('\n')).not.toMatch(/added as paper [1-3]\b/);
  });

  it('writes nothing when no entry of the file can be imported', async () => {
    const out = path.join(dir, 'content');
    const before = files(out);
    const original = await readFile(path.join(out, 'publications.ts'), 'utf8');
    const bib = path.join(dir, 'papers.bib');
    await writeFile(bib, '@article{untitled, author = {Lee, A.}, year = {2020}}\n');
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    expect(lines[0]).toMatch(
      /The one entry of .*papers\.bib could not be imported; nothing written/,
    );
    expect(lines[1]).toContain('untitled (line 1): has no title');
    expect(files(out)).toEqual(before);
    expect(await readFile(path.join(out, 'publications.ts'), 'utf8')).toBe(original);
  });

  it('refuses a folder with no content yet', async () => {
    const bib = path.join(dir, 'papers.bib');
    await writeFile(bib, BIB);
    const out = path.join(dir, 'empty');
    expect(await importBibtex([bib, '--out', out], io)).toBe(1);
    expect(existsSync(out)).toBe(false);
  });
});

describe('utf8Text', () => {
  it('reads UTF-8 without its byte-order mark, and names the line of a byte that is not UTF-8', () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a": "é"}')]);
    expect(utf8Text(bom)).toBe('{"a": "é"}');
    expect(utf8Text(Buffer.from('one\ntwo \xff\n', 'latin1'))).toEqual({ line: 2 });
  });
});
