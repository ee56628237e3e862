// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accentInTurn } from '../../src/config/palette';
import * as content from '../../src/content';
import type { Publication } from '../../src/content/types';
import { validateContent, type Content } from '../../src/content/validate';
import { FIXTURE_FILES, makeContent } from '../../src/test/content-fixture';
import { CONTENT_DIR, existsInProject, folderName } from '../check-content.ts';
import { contentDir, SAMPLE_CONTENT_DIR } from '../content-dir.ts';
import { importResume, jsonProblem } from '../import-resume.ts';
import { CONTENT_FORMAT, FORMAT_FILE } from '../migrate/formats.ts';
import { MODULE_FILES, renderModules, writeModules } from './content-modules.ts';
import { englishWords, fromJsonResume } from './import.ts';
import { locale } from '../../src/words/index.ts';
import { UNCATEGORISED } from './import-projects.ts';
import { AWARD_TYPE, VOLUNTEER_TYPE } from './import-work.ts';
import { toJsonResume } from './json-resume.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The address the build exports is the profile's own (SITE_URL unset), so it imports back.
const site = { url: content.profile.siteUrl, photo: 'assets/portrait.jpg' };
const owner: Content = { ...content };
const officialSample: unknown = createRequire(import.meta.url)(
  '@jsonresume/schema/sample.resume.json',
);
const exists = (projectPath: string) => existsInProject(projectPath, root);
/** Where the running content (and its photo) is. */
const ownerDir = contentDir(root);

let dir: string;
const lines = { log: [] as string[], error: [] as string[] };
const io = {
  log: (line: string) => lines.log.push(line),
  error: (line: string) => lines.error.push(line),
};

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-resume-'));
  lines.log = [];
  lines.error = [];
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Loads the modules an import wrote, as the page would import them. */
async function load(folder: string): Promise<Content> {
  const mod = async <T>(file: string, name: string) =>
    ((await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, T>)[name];
  return {
    profile: await mod('profile.ts', 'profile'),
    aboutCards: await mod('about.ts', 'aboutCards'),
    skillCategories: await mod('skills.ts', 'skillCategories'),
    experience: await mod('experience.ts', 'experience'),
    projects: await mod('projects.ts', 'projects'),
    publications: await mod('publications.ts', 'publications'),
    certificates: await mod('certificates.ts', 'certificates'),
    stats: await mod('stats.ts', 'stats'),
    categories: await mod('categories.ts', 'categories'),
  };
}

async function importFile(json: unknown, ...flags: string[]): Promise<number> {
  const file = path.join(dir, 'resume.json');
  await writeFile(file, typeof json === 'string' ? json : JSON.stringify(json));
  return importResume([file, '--out', path.join(dir, 'content'), ...flags], io);
}

/**
 * A staff engineer's JSON Resume, as no one exports from this project: three full-time jobs over
 * eleven years, an MSc with no grade, seven profiles, projects typed "application" and "library",
 * two spoken languages, an award, a volunteer entry and a reference.
 */
function staffEngineer() {
  return {
    basics: {
      name: 'Rosa Quintero',
      label: 'Staff Software Engineer',
      email: 'rosa@quintero.test',
      summary: 'Builds distributed storage.',
      location: { city: 'Lisbon', region: 'Lisboa' },
      profiles: [
        { network: 'GitHub', username: 'rosaq', url: 'https://github.com/rosaq' },
        { network: 'LinkedIn', username: 'rosaq', url: 'https://www.linkedin.com/in/rosaq' },
        { network: 'Mastodon', username: 'rosaq', url: 'https://hachyderm.io/@rosaq' },
        { network: 'Bluesky', url: 'https://bsky.app/profile/rosaq.test' },
        { network: 'Google Scholar', url: 'https://scholar.google.com/citations?user=rq' },
        { network: 'ORCID', url: 'https://orcid.org/0000-0002-1825-0097' },
        { network: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/rosaq' },
      ],
    },
    work: [
      { name: 'Lattice Labs', position: 'Staff Engineer', startDate: '2020-03', summary: 'Leads.' },
      {
        name: 'Harbor Systems',
        position: 'Senior Engineer',
        startDate: '2016-01',
        endDate: '2020-02',
        summary: 'Mentored two interns while rebuilding the queue.',
      },
      {
        name: 'Quay Corp',
        position: 'Software Engineer',
        startDate: '2013-06',
        endDate: '2015-12',
        highlights: ['Wrote services'],
      },
    ],
    volunteer: [{ organization: 'Code Club', position: 'Mentor', startDate: '2018-01' }],
    education: [
      {
        institution: 'Universidade do Porto',
        area: 'Computer Science',
        studyType: 'MSc',
        startDate: '2011',
        endDate: '2013',
      },
    ],
    awards: [{ title: 'Engineer of the Year', awarder: 'Harbor Systems', date: '2019-12-01' }],
    languages: [
      { language: 'Spanish', fluency: 'Native speaker' },
      { language: 'English', fluency: 'Fluent' },
    ],
    references: [{ name: 'Ana Ruiz', reference: 'Rosa is great.' }],
    projects: [
      { name: 'Tidepool', description: 'A desktop app.', type: 'application', keywords: ['Rust'] },
      { name: 'ringbuf', description: 'A ring buffer.', type: 'library', keywords: ['Rust', 'C'] },
      { name: 'qlog', description: 'A log library.', type: 'library', keywords: ['Go'] },
    ],
  };
}

/** Content to replace that says "internships" and states a grade wherever it can. */
function internContent(): Content {
  const c = makeContent();
  c.aboutCards = [
    { ...c.aboutCards[0], id: 'education', tertiary: 'CGPA 9.9/10' },
    { ...c.aboutCards[1], id: 'experience', secondary: '2 internships' },
  ];
  c.stats.hero = [
    { label: 'CGPA', value: '9.9' },
    { label: 'Internships', count: 'experience' },
  ];
  return c;
}

/**
 * Ingrid's content/ as two imports left it: her résumé imported once, then her .bib by
 * import-bibtex, which filled in the paper both list (its co-authors, venue, DOI, pages and key)
 * and added the two papers only the .bib has. The words on her photo are her own.
 */
function ingridContent(): Content {
  const c = makeContent();
  c.profile = {
    ...c.profile,
    name: 'Ingrid Berg',
    firstName: 'Ingrid',
    profileImage: 'images/ingrid.jpg',
    profileImageAlt: 'Ingrid smiling',
  };
  // What neither import fills in: the owner's words on each paper.
  const paper: Pick<Publication, 'keywords' | 'methodology' | 'results' | 'arxiv' | 'github'> = {
    keywords: [],
    methodology: '',
    results: {},
    arxiv: null,
    github: null,
  };
  c.publications = [
    {
      ...paper,
      id: 1,
      title: 'Learned Index Structures for Time Series',
      authors: ['Ingrid Berg', 'Tomas Lind', 'Mei Chen'],
      conference: 'Proceedings of the VLDB Endowment',
      journal: '',
      year: '2023',
      status: 'Published',
      // The first import found no category in the résumé; import-bibtex keeps the paper's own.
      category: '',
      icon: 'book-open',
      abstract: 'Indexes that learn where a timestamp falls.',
      doi: 'https://doi.org/10.14778/3611479.3611502',
      type: 'conference',
      volume: '16',
      pages: '3021–3033',
      bibKey: 'berg2023learned',
      accent: accentInTurn(0),
    },
    {
      ...paper,
      id: 2,
      title: 'Compressed Sketches for Streaming Joins',
      authors: ['Mei Chen', 'Ingrid Berg'],
      conference: '',
      journal: 'The VLDB Journal',
      year: '2024',
      status: 'Published',
      category: 'Journal Articles',
      icon: 'file-text',
      abstract: '',
      doi: 'https://doi.org/10.1007/s00778-024-00851-2',
      type: 'article',
      pages: '1–24',
      bibKey: 'chen2024sketches',
      accent: accentInTurn(1),
    },
    {
      ...paper,
      id: 3,
      title: 'Adaptive Sampling for Approximate Queries',
      authors: ['Ingrid Berg', 'Tomas Lind'],
      conference: '',
      journal: 'arXiv',
      year: '2025',
      status: 'Under Review',
      category: 'Preprints',
      icon: 'file-text',
      abstract: '',
      doi: null,
      arxiv: 'https://arxiv.org/abs/2503.01234',
      type: 'preprint',
      bibKey: 'berg2025sampling',
      accent: accentInTurn(2),
    },
  ];
  c.categories = { ...c.categories, papers: ['Journal Articles', 'Preprints'] };
  return c;
}

/** The JSON Resume Ingrid keeps (not this project's export): one paper, as résumés list them. */
function ingridResume() {
  return {
    basics: {
      name: 'Ingrid Berg',
      label: 'Database Researcher',
      email: 'ingrid@berg.test',
      summary: 'Makes databases learn.',
    },
    work: [{ name: 'Nordic Data Lab', position: 'Researcher', startDate: '2022-09' }],
    projects: [{ name: 'tsindex', description: 'A learned index.', type: 'library' }],
    publications: [
      {
        name: 'Learned index structures for time series',
        publisher: 'VLDB',
        releaseDate: '2023-08',
        summary: 'Indexes that learn where a timestamp falls, in half the memory.',
      },
    ],
  };
}

/** Imports `json` again into Ingrid's content/ (her modules and photo in the scratch folder). */
async function reimport(json: unknown, ...flags: string[]): Promise<number> {
  const folder = path.join(dir, 'content');
  await writeModules(folder, await renderModules(ingridContent(), 'resume.json'), { force: true });
  await mkdir(path.join(folder, 'images'), { recursive: true });
  await writeFile(path.join(folder, 'images/ingrid.jpg'), '');
  const file = path.join(dir, 'resume.json');
  await writeFile(file, JSON.stringify(json));
  const current = async () => ({ ...content, ...ingridContent() });
  return importResume([file, '--out', folder, ...flags], io, current);
}

describe("a staff engineer's JSON Resume", () => {
  const resume = staffEngineer();

  it('keeps full-time jobs full-time and counts them as positions, never internships', () => {
    const { content: c, filled } = fromJsonResume(resume, internContent());
    const jobs = c.experience.filter((job) => job.type !== VOLUNTEER_TYPE);
    expect(jobs.map((job) => job.title)).toEqual(resume.work.map((job) => job.position));
    for (const job of jobs) expect(job.type).not.toMatch(/intern/i);
    const labels = Object.values(c.stats).flatMap((row) => row.map((stat) => stat.label));
    expect(labels.filter((label) => /intern/i.test(label))).toEqual([]);
    const card = c.aboutCards.find((item) => item.id === 'experience');
    expect(JSON.stringify(card)).not.toMatch(/intern/i);
    expect(card?.tertiary).toContain(String(resume.work.length));
    expect(filled).toContainEqual(expect.stringMatching(/^about card "experience"/));
  });

  it('leaves the location card out when the résumé gives no city or region, and keeps a region alone', () => {
    // Content with a location card, whatever the sample's cards are.
    const withCard = () => {
      const c = internContent();
      const [first] = c.aboutCards;
      c.aboutCards = [
        ...c.aboutCards.filter((card) => card.id !== 'location'),
        { ...first, id: 'location', primary: 'Old town', secondary: 'Old region' },
      ];
      return c;
    };
    const bare = { basics: { name: 'Jo Doe', email: 'jo@doe.dev' } };
    const { content: none, filled } = fromJsonResume(bare, withCard());
    expect(none.aboutCards.find((card) => card.id === 'location')).toBeUndefined();
    expect(filled).toContain('about card "location": left out: the résumé gives no city or region');
    const regionOnly = { basics: { ...bare.basics, location: { region: 'Bavaria' } } };
    const card = fromJsonResume(regionOnly, withCard()).content.aboutCards.find(
      (item) => item.id === 'location',
    );
    expect([card?.primary, card?.secondary]).toEqual(['Bavaria', '']);
  });

  it('leaves out the blank texts of a list, which the content check refuses', () => {
    const projects = [
      { name: 'Thing', description: 'A thing.', keywords: ['', 'Go', ' '], highlights: [''] },
    ];
    const { content: c } = fromJsonResume({ ...resume, projects }, internContent());
    const [thing] = c.projects;
    expect(thing).toMatchObject({ title: 'Thing', tech: ['Go'], features: [] });
    const problems = validateContent(c, exists, ownerDir);
    expect(problems.filter((problem) => problem.file.endsWith('projects.ts'))).toEqual([]);
  });

  it("reads the schema's older names, an empty end date and addresses without https://, and says so", () => {
    const older = {
      basics: { ...resume.basics, website: 'rosa.example', picture: 'rosa.jpg' },
      work: [
        {
          company: 'Quay Corp',
          position: 'Engineer',
          website: 'quay.example/jobs',
          startDate: '2019-04',
          endDate: '',
        },
      ],
      volunteer: [],
      education: [{ institution: 'Uni', area: 'CS', studyType: 'BSc', gpa: '1.3' }],
    };
    const { content: c, filled, unmapped } = fromJsonResume(older, internContent());
    expect(c.profile.siteUrl).toBe('https://rosa.example');
    const [job] = c.experience;
    expect(job).toMatchObject({ title: 'Engineer', company: 'Quay Corp' });
    // Held to this day: the same duration as a document with no end date gives.
    const today = fromJsonResume(
      { ...older, work: [{ name: 'Quay Corp', position: 'Engineer', startDate: '2019-04' }] },
      internContent(),
    );
    expect(job?.duration).toBe(today.content.experience[0]?.duration);
    expect(c.aboutCards.find((card) => card.id === 'education')?.tertiary).toBe('1.3');
    expect(filled).toEqual(
      expect.arrayContaining([
        "basics.website: read as url, the schema's name for it now",
        'basics.url: "rosa.example" read as https://rosa.example',
        "work[0].company: read as name, the schema's name for it now",
        'work[0].endDate: empty: read as held to this day',
        "education[0].gpa: read as score, the schema's name for it now",
      ]),
    );
    expect(unmapped).toContain(
      'work[0].url: the page has no place for the address of who it was for',
    );
  });

  it('takes the older name over a newer one left empty, and lists an older one that disagrees', () => {
    const both = {
      ...resume,
      basics: { ...resume.basics, url: '', website: 'https://rosa.example' },
      work: [
        { name: '', company: 'Quay Corp', position: 'Engineer', startDate: '2019-04' },
        { name: 'Harbour Ltd', company: 'Harbor Ltd', position: 'Lead', startDate: '2021-01' },
      ],
      volunteer: [],
    };
    const { content: c, unmapped } = fromJsonResume(both, internContent());
    expect(c.profile.siteUrl).toBe('https://rosa.example');
    expect(c.experience.map((job) => job.company)).toEqual(['Quay Corp', 'Harbour Ltd']);
    expect(unmapped).toContain('work[1].company: left out: name says "Harbour Ltd"');
  });

  it('calls an internship one in the words of the languages résumés are often written in', () => {
    const positions = [
      'Prácticas en desarrollo',
      'Stagiaire R&D',
      'Tirocinante',
      'Estágio em dados',
    ];
    const work = positions.map((position) => ({
      name: 'Quay Corp',
      position,
      startDate: '2020-01',
    }));
    const { content: c } = fromJsonResume({ ...resume, work, volunteer: [] }, internContent());
    expect(c.experience.map((job) => job.type)).toEqual(positions.map(() => 'Internship'));
    const institute = [
      { name: 'Instituto de Buenas Prácticas', position: 'Ingeniera', startDate: '2020-01' },
    ];
    const other = fromJsonResume({ ...resume, work: institute, volunteer: [] }, internContent());
    expect(other.content.experience.map((job) => job.type)).toEqual(['Full-time']);
  });

  it('tells the owner of a site in another language which of its words are English', () => {
    expect(englishWords('en-GB', 'Positions')).toBeUndefined();
    expect(englishWords('fr', 'Positions')).toMatch(/^the site is in French: .*"Positions"/);
    const { filled } = fromJsonResume(resume, internContent());
    expect(filled.some((line) => line.startsWith('words:'))).toBe(
      locale.startsWith('en') ? false : true,
    );
  });

  it('takes the first name after a title written before the name, and says so', () => {
    const titled = { ...resume, basics: { ...resume.basics, name: 'Dr. Jane Q. Public Jr.' } };
    const { content: c, filled } = fromJsonResume(titled, internContent());
    expect(c.profile.firstName).toBe('Jane');
    expect(c.profile.name).toBe('Dr. Jane Q. Public Jr.');
    expect(filled).toContain('basics.name: first name "Jane", after the title "Dr."');
    const plain = { ...resume, basics: { ...resume.basics, name: 'Drew Public' } };
    expect(fromJsonResume(plain, internContent()).content.profile.firstName).toBe('Drew');
  });

  it('calls an entry an internship only when it says so', () => {
    const work = [{ name: 'Quay Corp', position: 'Backend Intern', startDate: '2012-06' }];
    const { content: c } = fromJsonResume({ ...resume, work, volunteer: [] }, internContent());
    expect(c.experience.map((job) => job.type)).toEqual(['Internship']);
    expect(c.stats.hero.map((stat) => stat.label)).toContain('Internships');
  });

  it('reads a Japanese résumé as written: its name whole, its sentences, its internships', () => {
    const basics = { ...resume.basics, name: '山田 花子' };
    const work = [
      {
        name: '株式会社サンプル',
        position: '機械学習エンジニア（インターン）',
        startDate: '2024-07',
        summary: '推薦モデルを改善しました。',
        highlights: ['精度を12%向上させました', 'A/Bテスト基盤の構築'],
      },
    ];
    const { content: c } = fromJsonResume(
      { ...resume, basics, work, volunteer: [] },
      internContent(),
    );
    expect(c.profile.firstName).toBe('山田 花子');
    const [job] = c.experience;
    expect(job?.type).toBe('Internship');
    expect(job?.description).toBe(
      '推薦モデルを改善しました。精度を12%向上させました。A/Bテスト基盤の構築。',
    );
  });

  it("puts the certificates and awards in the timeline's date order, oldest first, the undated last", () => {
    const { content: c } = fromJsonResume(
      {
        ...resume,
        // Newest first, as a JSON Resume usually lists them, and an award among them by its date.
        certificates: [
          { name: 'Kubernetes', issuer: 'CNCF', date: '2023-12-01' },
          { name: 'Undated', issuer: 'Somewhere' },
          { name: 'Cloud', issuer: 'AWS', date: '2021-03' },
          { name: 'Linux', issuer: 'LPI', date: '2018' },
        ],
        awards: [{ title: 'Engineer of the Year', awarder: 'Harbor Systems', date: '2019-12-01' }],
      },
      internContent(),
    );
    expect(c.certificates.map((item) => item.title)).toEqual([
      'Linux',
      'Engineer of the Year',
      'Cloud',
      'Kubernetes',
      'Undated',
    ]);
    expect(new Set(c.certificates.map((item) => item.id)).size).toBe(c.certificates.length);
  });

  it("keeps the owner's own order of certificates in a résumé this site exported", () => {
    const c = makeContent();
    // Newest first, and one undated between: not the order an import would choose.
    const own = [
      { ...c.certificates[0]!, id: 1, title: 'Newest', date: 'Mar 2024' },
      { ...c.certificates[0]!, id: 2, title: 'Undated', date: '' },
      { ...c.certificates[0]!, id: 3, title: 'Oldest', date: 'Jan 2019' },
    ];
    const exported = toJsonResume({ ...c, certificates: own }, site);
    const { content: imported } = fromJsonResume(exported, c);
    expect(imported.certificates.map((item) => item.title)).toEqual(own.map((item) => item.title));
  });

  it('adds the volunteer entry to the experience and the award to the certificates', () => {
    const { content: c } = fromJsonResume(resume, internContent());
    const volunteer = c.experience.filter((job) => job.type === VOLUNTEER_TYPE);
    expect(volunteer.map((job) => [job.title, job.company])).toEqual(
      resume.volunteer.map((item) => [item.position, item.organization]),
    );
    const awards = c.certificates.filter((item) => item.type === AWARD_TYPE);
    expect(awards.map((item) => [item.title, item.issuer])).toEqual(
      resume.awards.map((item) => [item.title, item.awarder]),
    );
    expect(new Set(c.experience.map((job) => job.id)).size).toBe(c.experience.length);
  });

  it('shows the degree with no grade when the document gives none', () => {
    const { content: c } = fromJsonResume(resume, internContent());
    const card = c.aboutCards.find((item) => item.id === 'education');
    expect(card?.primary).toBe(`${resume.education[0].studyType} ${resume.education[0].area}`);
    expect(card?.tertiary).toBe('');
    const values = Object.values(c.stats).flatMap((row) => row.filter((stat) => stat.value));
    expect(values).toEqual([]);
  });

  it('files each project under its own type, declared as one of the categories', () => {
    const { content: c } = fromJsonResume(resume, internContent());
    expect(c.projects.map((p) => p.tech)).toEqual(resume.projects.map((p) => p.keywords));
    expect(c.projects.map((p) => p.category)).toEqual(resume.projects.map((p) => p.type));
    const declared = c.categories.projects.map((category) => category.name);
    for (const project of c.projects) expect(declared).toContain(project.category);
  });

  it('writes content that takes every part, and lists references as not mapped', async () => {
    expect(await importFile(resume)).toBe(0);
    expect(lines.error).toEqual([]);
    const written = await load(path.join(dir, 'content'));
    expect(validateContent(written, exists)).toEqual([]);
    // Written in the template's format, and the folder says so: the build takes it as it is.
    const format = await readFile(path.join(dir, 'content', FORMAT_FILE), 'utf8');
    expect(JSON.parse(format)).toEqual({ format: CONTENT_FORMAT });
    expect(written.profile.profiles.map((p) => p.network)).toEqual(
      resume.basics.profiles.map((p) => p.network),
    );
    expect(written.profile.languages).toEqual(resume.languages);
    expect(written.experience.map((job) => job.type)).not.toContainEqual(
      expect.stringMatching(/intern/i),
    );
    expect(written.aboutCards.find((card) => card.id === 'education')?.tertiary ?? '').toBe('');
    const notMapped = lines.log.join('\n').split('Could not map:')[1] ?? '';
    expect(notMapped).toContain('references: 1 entry');
    for (const part of ['volunteer', 'awards', 'languages', 'projects[0].type']) {
      expect(notMapped).not.toContain(`  ${part}`);
    }
  });

  it('round-trips what it imported: export, import again, the same content', () => {
    const { content: c } = fromJsonResume(resume, internContent());
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    expect(fromJsonResume(exported, internContent()).content).toEqual(c);
  });
});

describe('import-resume', () => {
  it('round-trips: export, import into a scratch folder, export again gives the same', async () => {
    const photo = owner.profile.profileImage;
    // The photo is the owner's file in the folder; the import keeps a photo that is there.
    if (photo) await cp(path.join(root, ownerDir, photo), path.join(dir, 'content', photo));
    const exported = toJsonResume(owner, site);
    expect(await importFile(exported)).toBe(0);
    expect(lines.error).toEqual([]);
    const imported = await load(path.join(dir, 'content'));
    expect(toJsonResume(imported, site)).toEqual(exported);
    expect(imported).toEqual({
      profile: owner.profile,
      aboutCards: owner.aboutCards,
      skillCategories: owner.skillCategories,
      experience: owner.experience,
      projects: owner.projects,
      publications: owner.publications,
      certificates: owner.certificates,
      stats: owner.stats,
      categories: owner.categories,
    });
    const inScratch = (projectPath: string) => existsInProject(projectPath, dir);
    expect(validateContent(imported, inScratch)).toEqual([]);
  });

  it('stops with the place of a slip in the content it starts from, and writes nothing', async () => {
    const folder = folderName(CONTENT_DIR);
    // esbuild's report of a comma left out, as tsx gives it when the content does not load.
    const slip = new Error(
      `Transform failed with 1 error:\n${CONTENT_DIR}/profile.ts:10:2: ERROR: Expected "}" but found "tagline"`,
    );
    const file = path.join(dir, 'resume.json');
    await writeFile(file, JSON.stringify(staffEngineer()));
    const out = path.join(dir, 'content');
    expect(await importResume([file, '--out', out], io, () => Promise.reject(slip))).toBe(1);
    expect(lines.error).toEqual([
      `${folder}/ does not load; nothing written: Expected "}" but found "tagline" (${folder}/profile.ts, line 10, column 3)`,
    ]);
    expect(await readdir(dir)).toEqual(['resume.json']);
  });

  it('starts a folder without the photo with no photo, not a reference to a missing file', async () => {
    expect(await importFile(toJsonResume(owner, site))).toBe(0);
    const imported = await load(path.join(dir, 'content'));
    expect(imported.profile).not.toHaveProperty('profileImage');
    expect(imported.profile).not.toHaveProperty('profileImageAlt');
  });

  it('keeps the words you wrote on your photo when it imports into your content again', async () => {
    const code = await reimport(ingridResume(), '--force');
    expect(lines.error).toEqual([]);
    expect(code).toBe(0);
    const imported = await load(path.join(dir, 'content'));
    expect(imported.profile.profileImage).toBe('images/ingrid.jpg');
    expect(imported.profile.profileImageAlt).toBe('Ingrid smiling');
  });

  it('puts none of the sample’s words on your photo on a first import', async () => {
    // Content whose photo has words of its own, as the sample's has, whatever the content run on;
    // the owner's photo is already in the folder written to.
    const photo = 'images/me.jpg';
    const folder = path.join(dir, 'content');
    await mkdir(path.join(folder, 'images'), { recursive: true });
    await writeFile(path.join(folder, photo), '');
    const file = path.join(dir, 'resume.json');
    const resume = staffEngineer();
    await writeFile(file, JSON.stringify(resume));
    const current = async () => ({
      ...content,
      profile: { ...content.profile, profileImage: photo, profileImageAlt: 'The content’s words' },
    });
    expect(await importResume([file, '--out', folder], io, current)).toBe(0);
    const imported = await load(folder);
    expect(imported.profile.profileImage).toBe(photo);
    expect(imported.profile.profileImageAlt).toBe(`Portrait of ${resume.basics.name}`);
  });

  it('takes the copy of the sample new-content made for the sample: none of its papers, photo or own About cards stay', async () => {
    const folder = path.join(dir, 'content');
    await cp(path.join(root, SAMPLE_CONTENT_DIR), folder, { recursive: true });
    const sample = await load(path.join(root, SAMPLE_CONTENT_DIR));
    const resume = {
      ...staffEngineer(),
      publications: [
        { name: 'Queues at Scale', publisher: 'Systems Letters', releaseDate: '2021' },
      ],
    };
    const file = path.join(dir, 'resume.json');
    await writeFile(file, JSON.stringify(resume));
    const current = async () => ({ ...content, ...sample });
    expect(await importResume([file, '--out', folder, '--force'], io, current)).toBe(0);
    expect(lines.error).toEqual([]);
    const imported = await load(folder);
    expect(imported.profile.name).toBe(resume.basics.name);
    expect(imported.profile).not.toHaveProperty('profileImage');
    expect(imported.profile).not.toHaveProperty('profileImageAlt');
    const samplePapers = sample.publications.map((paper) => paper.title);
    for (const paper of imported.publications) expect(samplePapers).not.toContain(paper.title);
    const made = ['education', 'location', 'experience'];
    for (const card of imported.aboutCards) expect(made).toContain(card.id);
    // The copy's addresses, recorded by id when it was built, are none of the résumé's items'.
    const taken = (items: { id: number }[]) => Math.max(0, ...items.map((item) => item.id));
    expect(imported.projects).toHaveLength(resume.projects.length);
    for (const project of imported.projects)
      expect(project.id).toBeGreaterThan(taken(sample.projects));
    expect(imported.publications).toHaveLength(resume.publications.length);
    for (const paper of imported.publications) {
      expect(paper.id).toBeGreaterThan(taken(sample.publications));
    }
  });

  it('imports into your content when you have deleted the sample’s folder', async () => {
    const folder = path.join(dir, 'content');
    const own = ingridContent();
    await writeModules(folder, await renderModules(own, 'resume.json'), { force: true });
    const file = path.join(dir, 'resume.json');
    await writeFile(file, JSON.stringify(ingridResume()));
    const current = async () => ({ ...content, ...own });
    const noSample = path.join(dir, 'sample');
    expect(await importResume([file, '--out', folder, '--force'], io, current, noSample)).toBe(0);
    expect(lines.error).toEqual([]);
    const imported = await load(folder);
    expect(imported.profile.name).toBe(ingridResume().basics.name);
    // Not taken for a copy of the sample: the papers already in the folder stay.
    const papers = imported.publications.map((paper) => paper.title);
    for (const paper of own.publications) expect(papers).toContain(paper.title);
  });

  it('keeps none of the replaced content’s own About cards on a first import', async () => {
    expect(await importFile(staffEngineer())).toBe(0);
    const imported = await load(path.join(dir, 'content'));
    const made = ['education', 'location', 'experience'];
    for (const card of imported.aboutCards) expect(made).toContain(card.id);
  });

  it('says, on a first import, that there is no photo yet rather than that it kept one', async () => {
    expect(await importFile(staffEngineer())).toBe(0);
    const imported = await load(path.join(dir, 'content'));
    expect(imported.profile.profileImage).toBeUndefined();
    const said = lines.log.find((line) => line.startsWith('Left as they were:')) ?? '';
    expect(said).toContain('there is no photo yet');
    expect(said).not.toContain('your photo and');
  });

  it('round-trips the optional fields too', async () => {
    const c = makeContent();
    c.profile.resumePdf = 'Letter';
    c.projects[0].slug = 'first-project';
    c.publications[0].slug = 'first-paper';
    c.experience[0].skills = ['Gleam'];
    c.aboutCards[0].id = 'education';
    c.profile.languages = [{ language: 'Quenya', fluency: 'Fluent' }, { language: 'Sindarin' }];
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const { content: imported } = fromJsonResume(exported, c);
    expect(imported).toEqual(c);
  });

  it("keeps a paper's result labels, but none for a result it lacks or without words", () => {
    const c = makeContent();
    const paper = c.publications[0]!;
    const [key] = Object.keys(paper.results);
    paper.resultLabels = { [key!]: 'Named' };
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    expect(fromJsonResume(exported, makeContent()).content.publications[0]).toEqual(paper);
    // A document edited by hand: a label for no result, and one left empty.
    const edited = JSON.parse(JSON.stringify(exported).replace('"Named"', '" "')) as {
      publications: Record<string, unknown>[];
    };
    const extension = Object.values(edited.publications[0]!).find(
      (value) => typeof value === 'object' && value !== null && 'resultLabels' in value,
    ) as { resultLabels: Record<string, string> };
    Object.assign(extension.resultLabels, {
      gone: 'A result since removed',
      toString: 'A name every object has',
    });
    expect(
      fromJsonResume(edited as unknown as typeof exported, makeContent()).content.publications[0],
    ).not.toHaveProperty('resultLabels');
  });

  it('keeps the texts the export wrote empty, rather than filling them in', () => {
    const c = makeContent();
    c.profile.greeting = '';
    c.profile.tagline = '';
    c.profile.about = [];
    c.projects[0].fullDescription = '';
    c.experience[0].type = '';
    c.certificates[0].type = '';
    // What it replaces has all of them, so a value filled in from there would show.
    const current = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const { content: imported, filled } = fromJsonResume(exported, current);
    expect(imported).toEqual(c);
    expect(filled).toEqual([]);
  });

  it("declares a foreign résumé's project types as categories, with accents in turn", () => {
    const c = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const basics = { ...exported.basics, 'x-portfolio': {} };
    const types = ['Robotics', 'Web Development', 'Robotics', 'Field Work'];
    const projects = types.map((type, i) => ({ name: `Project ${i}`, description: 'D.', type }));
    const result = fromJsonResume({ ...exported, basics, projects }, c);
    const { categories } = result.content;
    // A category the replaced content declares keeps its accent; a new one takes the next in turn.
    const kept = c.categories.projects.find((category) => category.name === 'Web Development');
    expect(categories.projects).toEqual([
      {
        name: 'Robotics',
        accent: c.categories.projects.find((x) => x.name === 'Robotics')?.accent,
      },
      { name: 'Web Development', accent: kept?.accent },
      { name: 'Field Work', accent: accentInTurn(2) },
    ]);
    expect(result.content.projects.map((project) => project.category)).toEqual(types);
    expect(categories.experience).toEqual([...new Set(c.experience.map((entry) => entry.type))]);
    expect(result.filled).toContainEqual(
      expect.stringMatching(/^categories\.projects: "Robotics"/),
    );
    expect(validateContent(result.content, (p) => FIXTURE_FILES.has(p))).toEqual([]);
  });

  it('files a project with no type under a category of its own, and says so', () => {
    const c = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const projects = [{ name: 'Untyped', description: 'D.' }];
    const result = fromJsonResume({ ...exported, projects }, c);
    expect(result.content.projects[0].category).toBe(UNCATEGORISED);
    expect(result.content.categories.projects.map((category) => category.name)).toContain(
      UNCATEGORISED,
    );
    expect(result.filled).toContain(`projects[0]: no type: category set to "${UNCATEGORISED}"`);
    expect(validateContent(result.content, (p) => FIXTURE_FILES.has(p))).toEqual([]);
  });

  it("shows a repository on any known code host as the project's code link, and says so", () => {
    const c = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const urls = [
      'https://github.com/ada/one',
      'https://codeberg.org/ada/two',
      'https://gitlab.com/ada/three',
      'https://git.sr.ht/~ada/four',
      'https://bitbucket.org/ada/five',
      'https://ada.github.io/six/',
    ];
    const projects = urls.map((url, i) => ({ name: `P${i}`, description: 'D.', type: 'Web', url }));
    const result = fromJsonResume({ ...exported, projects }, c);
    expect(result.content.projects.map((p) => [p.github, p.live])).toEqual([
      ...urls.slice(0, 5).map((url) => [url, null]),
      [null, urls[5]],
    ]);
    expect(result.filled).toContain(
      'projects[1]: url on Codeberg taken as its code link (github), not a live demo',
    );
    expect(result.filled.filter((line) => line.includes('code link'))).toHaveLength(4);
    const paper = { name: 'Paper', url: 'https://codeberg.org/ada/paper-code' };
    const imported = fromJsonResume({ ...exported, publications: [paper] }, c);
    const papers = imported.content.publications;
    expect(papers.find((p) => p.title === paper.name)?.github).toBe(paper.url);
    expect(imported.unmapped.filter((line) => line.startsWith('publications'))).toEqual([]);
  });

  it('keeps the email of the content it replaces when the document has none', () => {
    const c = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const { email, ...basics } = exported.basics ?? {};
    expect(email).toBe(c.profile.contact.email);
    const result = fromJsonResume({ ...exported, basics }, c);
    expect(result.content.profile.contact.email).toBe(c.profile.contact.email);
    expect(result.filled).toContain(`basics.email: missing; kept ${c.profile.contact.email}`);
    expect(validateContent(result.content, (p) => FIXTURE_FILES.has(p))).toEqual([]);
  });

  it('counts what a foreign résumé holds, with no figure of the content it replaces', () => {
    const c = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const basics = { ...exported.basics, 'x-portfolio': {} };
    const result = fromJsonResume({ ...exported, basics }, c);
    const rows = Object.values(result.content.stats).flat();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((stat) => stat.value !== undefined)).toEqual([]);
    expect(result.filled).toContainEqual(expect.stringMatching(/^stats: rows of counts only/));
  });

  it('takes every profile of the document, whatever its network, in its order', () => {
    const c = makeContent();
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const profiles = [
      { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
      { network: 'Mastodon', username: 'ada', url: 'https://hachyderm.io/@ada' },
      { network: 'Bluesky', url: 'https://bsky.app/profile/ada.test' },
      { network: 'Google Scholar', url: 'https://scholar.google.com/citations?user=ada' },
      { network: 'ORCID', url: 'https://orcid.org/0000-0002-1825-0097' },
      { network: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/ada' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
      { network: 'Files', url: 'ftp://files.ada.test/' },
    ];
    const result = fromJsonResume({ ...exported, basics: { ...exported.basics, profiles } }, c);
    expect(result.content.profile.profiles).toEqual(profiles.slice(0, -1));
    expect(result.unmapped).toContain('basics.profiles[7]: needs a network and an http(s) url');
  });

  it('round-trips a profile with no photo, and adds no words on one', async () => {
    const c = makeContent();
    delete c.profile.profileImage;
    delete c.profile.profileImageAlt;
    const exported = toJsonResume(c, { url: c.profile.siteUrl, photo: '' });
    const { content: imported } = fromJsonResume(exported, c);
    expect(imported).toEqual(c);
    expect(imported.profile).not.toHaveProperty('profileImageAlt');
  });

  it('writes typed modules the type checker accepts', async () => {
    expect(await importFile(officialSample)).toBe(0);
    const folder = path.join(dir, 'content');
    // The modules import the project's types from beside their folder; this stands in for them.
    const types = path.join(root, 'src/content/types');
    await mkdir(path.join(dir, 'src/content'), { recursive: true });
    await writeFile(
      path.join(dir, 'src/content/types.ts'),
      `export * from ${JSON.stringify(types)};\n`,
    );
    const compilerOptions = {
      noEmit: true,
      strict: true,
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      // As the project's own: modules the Vite config loads name their imports' extensions.
      allowImportingTsExtensions: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      types: [],
    };
    await writeFile(
      path.join(folder, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: MODULE_FILES }),
    );
    const tsc = path.join(root, 'node_modules/.bin/tsc');
    let output = '';
    try {
      execFileSync(tsc, ['-p', folder], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    expect(output).toBe('');
  }, 120_000);

  it('imports the official sample, says what it could not map, and passes the content check', async () => {
    const result = fromJsonResume(officialSample, owner);
    expect(validateContent(result.content, exists, ownerDir)).toEqual([]);
    expect(result.unmapped).toEqual(
      expect.arrayContaining([
        'references: 1 entry; the page has no place for references',
        'basics.location.address: the page shows the city and region only',
      ]),
    );
    expect(await importFile(officialSample)).toBe(0);
    const printed = lines.log.join('\n');
    expect(printed).toContain('Could not map:');
    for (const line of result.unmapped) expect(printed).toContain(line);
  });

  it.each([
    ['not JSON', '{ "basics": ', /resume\.json is not JSON: /],
    [
      'against the schema',
      { basics: { name: 'A', email: 7 }, work: {} },
      /resume\.json is not a JSON Resume this can import: it breaks the JSON Resume schema: basics\.email is 7: it should be text; work is \{\}: it should be a list/,
    ],
    [
      'some other JSON',
      { name: 'package', version: '1.0.0' },
      /resume\.json is not a JSON Resume this can import: it has no basics\.name/,
    ],
    ['a list', [1, 2], /it is not a JSON object/],
    ['empty', ' \n', /resume\.json is empty: it should hold a JSON Resume/],
  ])('rejects a file that is %s with its message, writing nothing', async (_, json, message) => {
    expect(await importFile(json)).toBe(1);
    expect(lines.error.join('\n')).toMatch(message);
    expect(await readdir(dir)).toEqual(['resume.json']);
  });

  it('says a PDF or a Word file is a document, not the JSON Resume it reads, writing nothing', async () => {
    expect(await importFile('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')).toBe(1);
    expect(lines.error.at(-1)).toMatch(
      /resume\.json is a PDF, not text: this command reads a JSON Resume, a \.json file/,
    );
    expect(await importFile('PK\x03\x04\x14\x00\x06\x00word/document.xml')).toBe(1);
    expect(lines.error.at(-1)).toMatch(/resume\.json is a word-processor document/);
    expect(await readdir(dir)).toEqual(['resume.json']);
  });

  it('keeps a copy of each file it replaces, unless --force', async () => {
    const folder = path.join(dir, 'content');
    expect(await importFile(officialSample)).toBe(0);
    const before = await readFile(path.join(folder, 'profile.ts'), 'utf8');
    expect(await importFile(toJsonResume(owner, site))).toBe(0);
    const backups = (await readdir(folder)).filter((file) => file.endsWith('.bak'));
    expect(backups.map((file) => file.replace(/\.ts\..+\.bak$/, '.ts')).sort()).toEqual(
      [...MODULE_FILES].sort(),
    );
    const profileBackup = backups.find((file) => file.startsWith('profile.ts.')) ?? '';
    expect(await readFile(path.join(folder, profileBackup), 'utf8')).toBe(before);

    expect(await importFile(officialSample, '--force')).toBe(0);
    expect((await readdir(folder)).filter((file) => file.endsWith('.bak'))).toHaveLength(
      backups.length,
    );
  });
});

describe('importing a résumé again into content with papers from import-bibtex', () => {
  const inFolder = (p: string) => FIXTURE_FILES.has(p) || p === 'content/images/ingrid.jpg';

  it('says which papers and fields of yours it kept, and writes all three papers', async () => {
    expect(await reimport(ingridResume(), '--force')).toBe(0);
    expect(lines.log).toContain(
      'Kept from your content: 2 papers not in the résumé ("Compressed Sketches for Streaming Joins", "Adaptive Sampling for Approximate Queries"); from "Learned Index Structures for Time Series", also in the résumé: title, authors, venue, doi, type, volume, pages, bibKey.',
    );
    const imported = await load(path.join(dir, 'content'));
    expect(imported.publications).toHaveLength(3);
  });

  it('says nothing was kept when the résumé is your own export of the same content', async () => {
    const exported = toJsonResume(ingridContent(), { url: 'https://ingrid.test/', photo: '' });
    expect(await reimport(exported, '--dry-run')).toBe(0);
    expect(lines.log.join('\n')).not.toContain('Kept from your content');
  });

  it('keeps the papers only your .bib has, with their ids and addresses', () => {
    const current = ingridContent();
    const { content: imported } = fromJsonResume(ingridResume(), current);
    expect(imported.publications.map((paper) => paper.id)).toEqual([1, 2, 3]);
    expect(imported.publications.slice(1)).toEqual(current.publications.slice(1));
    expect(validateContent(imported, inFolder)).toEqual([]);
  });

  it('keeps the co-authors, venue, DOI, pages and key import-bibtex filled in on a paper the résumé lists too', () => {
    const current = ingridContent();
    const { content: imported, filled } = fromJsonResume(ingridResume(), current);
    // The résumé's words on it (its summary) are the newer; the paper's record is the .bib's.
    expect(imported.publications[0]).toEqual({
      ...current.publications[0],
      abstract: 'Indexes that learn where a timestamp falls, in half the memory.',
    });
    expect(filled).not.toContainEqual(expect.stringMatching(/^publications\[0\]: authors/));
  });

  it('keeps the categories the kept papers are filed under', () => {
    const { content: imported } = fromJsonResume(ingridResume(), ingridContent());
    expect(imported.categories.papers).toEqual(['Journal Articles', 'Preprints']);
  });

  it('takes what your own export states anew: a status, a longer author list, a code link', () => {
    const current = ingridContent();
    const edited = ingridContent();
    const preprint = edited.publications[2]!;
    preprint.status = 'Accepted';
    preprint.authors = [...preprint.authors, 'Mei Chen'];
    preprint.github = 'https://github.com/iberg/sampling';
    // An export made before import-bibtex ran: no key, no DOI, no pages on the first paper.
    const early = { ...edited.publications[0]!, doi: null };
    delete early.bibKey;
    delete early.pages;
    edited.publications[0] = early;
    const exported = toJsonResume(edited, { url: edited.profile.siteUrl, photo: '' });
    const { content: imported } = fromJsonResume(exported, current);
    expect(imported.publications).toEqual([
      current.publications[0],
      current.publications[1],
      preprint,
    ]);
  });

  it('gives a paper new in the résumé an id none of yours has, and says so', () => {
    const resume = ingridResume();
    resume.publications.push({
      name: 'Vectorised Range Filters',
      publisher: 'SIGMOD',
      releaseDate: '2025-06',
      summary: '',
    });
    const { content: imported, filled } = fromJsonResume(resume, ingridContent());
    expect(imported.publications.map((paper) => [paper.id, paper.title])).toEqual([
      [1, 'Learned Index Structures for Time Series'],
      [2, 'Compressed Sketches for Streaming Joins'],
      [3, 'Adaptive Sampling for Approximate Queries'],
      [4, 'Vectorised Range Filters'],
    ]);
    expect(filled).toContain('publications[1]: id 4, as 2 is a paper of your content');
    expect(filled).toContain('publications[1]: authors set to "Ingrid Berg" alone');
    expect(validateContent(imported, inFolder)).toEqual([]);
  });
});

describe('jsonProblem', () => {
  it('names the line and column of the place JSON.parse names by its offset', () => {
    const text = '{\n  "name": "Ada",\n  "label" "Engineer"\n}';
    let error: unknown;
    try {
      JSON.parse(text);
    } catch (caught) {
      error = caught;
    }
    expect(jsonProblem(text, error)).toMatch(/\(line 3, column 11\)$/);
    expect(jsonProblem(text, new Error('Unexpected end of JSON input'))).toBe(
      'Unexpected end of JSON input',
    );
  });
});
