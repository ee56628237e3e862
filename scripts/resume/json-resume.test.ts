// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as content from '../../src/content';
import type { Content } from '../../src/content/validate';
import { ProfileSchema } from '../../src/content/schema';
import { makeContent } from '../../src/test/content-fixture';
import { structuredData } from '../seo.ts';
import { EXTENSION, isoMonth, isoRange, presentWord, toJsonResume } from './json-resume.ts';
import { monthYear } from './import-values.ts';
import { jsonResumeProblems } from './schema.ts';
import { citationText } from './citation.ts';
import { fromJsonResume } from './import.ts';
import { addressProblems } from '../check-content.ts';

const site = { url: 'https://owner.test/sub/', base: '/sub/' };
const PHOTO = 'assets/portrait-640.jpg';
const owner: Content = { ...content };

describe('toJsonResume', () => {
  it("turns the owner's content into a JSON Resume the official schema accepts", () => {
    const resume = toJsonResume(owner, { url: site.url, photo: PHOTO });
    expect(jsonResumeProblems(resume)).toEqual([]);
    expect(resume.work).toHaveLength(content.experience.length);
    expect(resume.projects).toHaveLength(content.projects.length);
    expect(resume.publications).toHaveLength(content.publications.length);
    expect(resume.certificates).toHaveLength(content.certificates.length);
    expect(resume.skills).toHaveLength(content.skillCategories.length);
    expect(resume.interests).toEqual(content.profile.interests.map((name) => ({ name })));
  });

  // The check passes an owner's address only if the résumé can carry it: an address it passed
  // once failed the build later, with a message about a generated file's field.
  it.each([
    'me@example.com',
    'first.last+site@mail.example.co.uk',
    'jo@doe',
    'mailto:me@mail.org',
    'me@exämple.de',
    'me@@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'me@exa_mple.com',
    'me@-example.com',
    'me@example-.com',
  ])("takes %j as the owner's address exactly when the résumé schema does", (email) => {
    const profile = { ...content.profile, contact: { ...content.profile.contact, email } };
    const checked =
      ProfileSchema.safeParse(profile).success &&
      addressProblems({ ...owner, profile }, 'content').length === 0;
    const resume = toJsonResume({ ...owner, profile }, { url: site.url, photo: PHOTO });
    const carried = !jsonResumeProblems(resume).some((line) => line.startsWith('basics.email'));
    expect(checked).toBe(carried);
  });

  it('gives each paper as a citation and carries its optional fields back on import', () => {
    const c = makeContent();
    const paper = {
      ...c.publications[0]!,
      type: 'article' as const,
      volume: '12',
      pages: '1–9',
      publisher: 'A Publisher',
      bibKey: 'key2024',
      pdf: 'https://example.org/paper.pdf',
      projectPage: 'https://example.org/project/',
    };
    c.publications = [paper];
    const resume = toJsonResume(c, { url: site.url, photo: '' });
    expect(jsonResumeProblems(resume)).toEqual([]);
    const [written] = resume.publications as Record<string, Record<string, unknown>>[];
    expect(written![EXTENSION]!.citation).toBe(citationText(paper));
    const back = fromJsonResume(resume, c).content.publications[0]!;
    expect(back).toMatchObject({
      type: paper.type,
      volume: paper.volume,
      pages: paper.pages,
      publisher: paper.publisher,
      bibKey: paper.bibKey,
      pdf: paper.pdf,
      projectPage: paper.projectPage,
    });
  });

  it('stays valid with no papers, certificates, experience or education', () => {
    const c = makeContent();
    c.publications = [];
    c.certificates = [];
    c.experience = [];
    const resume = toJsonResume(c, { url: site.url, photo: '' });
    expect(jsonResumeProblems(resume)).toEqual([]);
    expect(resume.education).toEqual([]);
    expect(resume.basics).not.toHaveProperty('image');
  });

  it('lists the languages the owner speaks, as the schema words them', () => {
    const c = makeContent();
    c.profile.languages = [{ language: 'Quenya', fluency: 'Fluent' }, { language: 'Sindarin' }];
    const resume = toJsonResume(c, { url: site.url, photo: '' });
    expect(jsonResumeProblems(resume)).toEqual([]);
    expect(resume.languages).toEqual(c.profile.languages);
    expect(toJsonResume(makeContent(), { url: site.url, photo: '' })).not.toHaveProperty(
      'languages',
    );
  });

  it('keeps what the schema has no field for under the extension field', () => {
    const resume = toJsonResume(owner, { url: site.url, photo: PHOTO });
    const projects = resume.projects as Record<string, Record<string, unknown>>[];
    expect(projects.map((p) => p[EXTENSION].status)).toEqual(content.projects.map((p) => p.status));
    const papers = resume.publications as Record<string, Record<string, unknown>>[];
    expect(papers.map((p) => p[EXTENSION].results)).toEqual(
      content.publications.map((p) => p.results),
    );
  });

  it('agrees with the JSON-LD the page carries about its owner', () => {
    const resume = toJsonResume(owner, { url: site.url, photo: PHOTO });
    const basics = resume.basics as Record<string, unknown> & {
      location: Record<string, string>;
      profiles: { url: string }[];
    };
    const graph = (structuredData(site, PHOTO) as { '@graph': Record<string, unknown>[] })[
      '@graph'
    ];
    const person = graph.find((node) => node['@type'] === 'Person') as Record<string, unknown> & {
      address: Record<string, string>;
    };
    expect(basics.name).toBe(person.name);
    expect(basics.label).toBe(person.jobTitle);
    expect(basics.summary).toBe(person.description);
    expect(basics.url).toBe(person.url);
    expect(basics.image).toBe(person.image);
    expect(`mailto:${String(basics.email)}`).toBe(person.email);
    expect(basics.location.city).toBe(person.address.addressLocality);
    expect(basics.location.region).toBe(person.address.addressRegion);
    expect(basics.profiles.map((p) => p.url)).toEqual(person.sameAs);
    const articles = graph.filter((node) => node['@type'] === 'ScholarlyArticle');
    expect((resume.publications as { name: string }[]).map((p) => p.name)).toEqual(
      articles.map((a) => a.headline),
    );
  });
});

describe('jsonResumeProblems', () => {
  it("names what breaks the schema, with the value, in an owner's words", () => {
    expect(jsonResumeProblems({ basics: { name: 7 }, work: {} })).toEqual([
      'basics.name is 7: it should be text',
      'work is {}: it should be a list',
    ]);
  });

  it('says how to write a date, an address and an email, not which pattern or format failed', () => {
    const problems = jsonResumeProblems({
      basics: { name: 'A', email: 'not mail', url: 'example' },
      work: [{ startDate: 'Sept 2023' }],
    });
    expect(problems).toEqual([
      'basics.email is "not mail": it should be an email address',
      'basics.url is "example": it should be a whole address, such as https://example.org/me',
      'work[0].startDate is "Sept 2023": write a date as 2023, 2023-09 or 2023-09-15',
    ]);
    expect(
      jsonResumeProblems({
        basics: { name: 'x'.repeat(100) },
        work: [{ endDate: 'x'.repeat(100) }],
      })[0],
    ).toMatch(/is "x{56}…: write a date/);
  });
});

describe('dates', () => {
  it.each([
    ['Jul 2025 - Sep 2025', { startDate: '2025-07', endDate: '2025-09' }],
    ['Mar 2023 - Present', { startDate: '2023-03' }],
    ['2023 - 2027', { startDate: '2023', endDate: '2027' }],
    ['Jul-Sep 2025', { startDate: '2025-07', endDate: '2025-09' }],
    ['September 2024 – June 2025', { startDate: '2024-09', endDate: '2025-06' }],
    ['Jul 2024', { startDate: '2024-07' }],
    ['Summer', {}],
    // As Chinese, Japanese and Korean write them, and numbers alone.
    ['2024年7月〜2024年9月', { startDate: '2024-07', endDate: '2024-09' }],
    ['２０２２年４月～現在', { startDate: '2022-04' }],
    ['2023年 - 2027年', { startDate: '2023', endDate: '2027' }],
    ['2021년 3월 - 2023년 2월', { startDate: '2021-03', endDate: '2023-02' }],
    ['2024/07 - 09/2024', { startDate: '2024-07', endDate: '2024-09' }],
    ['2024年13月', {}],
    ['2024.07-2024.09', { startDate: '2024-07', endDate: '2024-09' }],
    ['2024年7月-2024年9月', { startDate: '2024-07', endDate: '2024-09' }],
    ['2021年3月至今', { startDate: '2021-03' }],
    ['2023-2027', { startDate: '2023', endDate: '2027' }],
    ['2024-07', { startDate: '2024-07' }],
  ])('reads %j', (text, expected) => {
    expect(isoRange(text)).toEqual(expected);
  });

  it.each([
    'en',
    'de',
    'fr',
    'es',
    'it',
    'pt-BR',
    'nl',
    'fi',
    'pl',
    'ru',
    'ja',
    'zh',
    'ko',
    'he',
    'ar',
    'hi',
    'th',
    'tr',
  ])('an import writes a range in %s as the export reads it back', (language) => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2024-${String(month).padStart(2, '0')}`;
      const start = monthYear(iso, language);
      expect(isoRange(`${start} – ${presentWord(language)}`, language), start).toEqual({
        startDate: iso,
      });
      expect(isoRange(`${monthYear('2019-01', language)} – ${start}`, language)).toEqual({
        startDate: '2019-01',
        endDate: iso,
      });
    }
  });

  it("writes an import's dates in the site's language where it can", () => {
    expect(monthYear('2025-07', 'en')).toBe('Jul 2025');
    expect(monthYear('2025-03', 'de')).toBe('März 2025');
    expect(monthYear('2025-07', 'fr')).toBe('juil. 2025');
    expect(presentWord('en')).toBe('Present');
    expect(presentWord('de')).toBe('heute');
    expect(presentWord('fr')).toBe('aujourd’hui');
  });

  it('reads a month and year or a year alone', () => {
    expect(isoMonth('Nov 2024')).toBe('2024-11');
    expect(isoMonth('2025')).toBe('2025');
    expect(isoMonth('Smarch 2025')).toBeUndefined();
    // Months as another language names them, long or short, through Intl.
    expect(isoMonth('März 2025', 'de')).toBe('2025-03');
    expect(isoMonth('Okt. 2024', 'de')).toBe('2024-10');
    expect(isoMonth('Dez 2024', 'de')).toBe('2024-12');
    expect(isoMonth('Sept. 2024')).toBe('2024-09');
    expect(isoMonth('Marsh 2024')).toBeUndefined();
  });

  // Hebrew's short months end in a geresh, Hindi's in an abbreviation sign, Thai's hold full
  // stops; Finnish "marraskuu" (November) starts as English "Mar" does.
  it.each(['de', 'fr', 'es', 'pt', 'he', 'ar', 'ru', 'el', 'pl', 'fi', 'tr', 'hi', 'th'])(
    'reads every month as %s names it, long or short',
    (language) => {
      for (const month of ['long', 'short'] as const) {
        const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
        for (let index = 0; index < 12; index++) {
          const name = format.format(Date.UTC(2020, index, 15));
          expect(isoMonth(`${name} 2024`, language), name).toBe(
            `2024-${String(index + 1).padStart(2, '0')}`,
          );
        }
      }
    },
  );
});
