// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as content from '../../src/content';
import type { Content } from '../../src/content/validate';
import { spokenLanguage } from '../../src/lib/spoken-language';
import { makeContent } from '../../src/test/content-fixture';
import { locale } from '../../src/words/index.ts';
import { RESUME_HEADINGS, resumeModel } from './model.ts';
import {
  fallbackFontCandidates,
  RESUME_FONTS,
  renderResumePdf,
  ResumeError,
  type Paper,
} from './pdf.ts';
import { openFallbackFont, RIGHT_TO_LEFT } from './pdf-fonts.ts';
import { MARGIN } from './pdf-layout.ts';
import { missingInOrder, readPdf } from './read-pdf.ts';

const SITE = 'https://owner.test/';
const owner: Content = { ...content };

async function render(c: Content, paper: Paper = 'A4', fallbackFonts?: string[]) {
  const { pdf, pages, warnings } = await renderResumePdf(c, {
    paper,
    siteUrl: SITE,
    fallbackFonts,
  });
  return { pdf, pages, warnings, read: await readPdf(pdf) };
}

/** What a reader must find, in this order: the name, then each section and its entries. */
function expectedOrder(c: Content): string[] {
  const model = resumeModel(c, SITE);
  const entries: Record<(typeof model.sections)[number], string[]> = {
    education: model.education ? [model.education.primary] : [],
    experience: model.experience.map((job) => job.title),
    projects: model.projects.map((project) => project.title),
    skills: model.skills.map((line) => line.category),
    languages: model.languages,
    publications: model.publications.map((paper) => paper.title),
    certificates: model.certificates.map((item) => item.title),
  };
  return [model.name, ...model.sections.flatMap((key) => [RESUME_HEADINGS[key], ...entries[key]])];
}

describe("the owner's résumé PDF", () => {
  it.each(['A4', 'Letter'] as const)(
    'on %s: fits the page bound, reads in order, links out and carries metadata',
    async (paper) => {
      const { pdf, pages, read, warnings } = await render(owner, paper);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(read.pages).toBe(pages);
      // Past two pages the build says so (write.ts); a long life is the owner's to shorten.
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(read.size).toEqual(
        paper === 'A4' ? { width: 595.28, height: 841.89 } : { width: 612, height: 792 },
      );
      // A picture no font has (an emoji) is left out, and right-to-left text is set out of
      // reading order; both are reported. The rest must be there, in order.
      const leftOut = warnings.map((line) => /"(.+?)" \(U\+/u.exec(line)?.[1] ?? '');
      // Joiners, soft hyphens and variation selectors draw nothing a reader gets back.
      const drawn = (text: string) =>
        [...text]
          .filter((char) => !leftOut.includes(char) && char !== '\u200d' && char !== '\u00ad')
          .join('')
          .replace(/[\ufe00-\ufe0f]/g, '');
      const readable = expectedOrder(owner).filter((text) => !RIGHT_TO_LEFT.test(text));
      expect(missingInOrder(read.text, readable.map(drawn))).toEqual([]);

      const featured = content.projects.filter((project) => project.featured);
      const wanted = [
        `mailto:${content.profile.contact.email}`,
        ...content.profile.profiles.map((link) => link.url),
        SITE,
        ...featured.flatMap((project) => [project.github, project.live]),
        ...content.publications.flatMap((paper) => [
          paper.doi,
          paper.arxiv,
          paper.pdf ?? null,
          paper.github,
        ]),
      ].filter((url): url is string => url !== null);
      expect(new Set(read.links)).toEqual(new Set(wanted));

      expect(read.info.Title).toContain(content.profile.name);
      expect(read.info.Author).toBe(content.profile.name);
      expect(read.info.Subject).toBe(content.profile.roles.join(' · '));
      const skills = content.skillCategories.flatMap((line) => line.skills.map((s) => s.name));
      expect(read.info.Keywords).toBe([...content.profile.roles, ...skills].join(', '));
    },
  );

  it('names the language it is written in, and no word of another in its title', async () => {
    const { pdf } = await render(owner);
    expect(pdf.toString('latin1')).toContain(`/Lang (${locale})`);
    const { info } = await readPdf(new Uint8Array(pdf));
    const headline = owner.profile.roles.join(' · ');
    expect(info.Title).toBe(headline ? `${owner.profile.name}: ${headline}` : owner.profile.name);
  });

  it('embeds its fonts and uses none a reader would have to supply', async () => {
    const { pdf } = await render(owner);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    const fonts = [...raw.matchAll(/\/BaseFont \/(\S+)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVu|^[A-Z]{6}\+Droid/);
  });
});

describe('missingInOrder', () => {
  it('finds wrapped text in order and names what is out of order', () => {
    expect(missingInOrder('Alpha Be\nta Gamma', ['Alpha', 'Beta', 'Gamma'])).toEqual([]);
    expect(missingInOrder('Alpha Gamma Beta', ['Alpha', 'Beta', 'Gamma'])).toEqual(['Gamma']);
    expect(missingInOrder('Alpha', ['Alpha', 'Delta'])).toEqual(['Delta']);
  });
});

describe('résumé PDF layout', () => {
  it('leaves out the sections that have nothing in them', async () => {
    const c = makeContent();
    c.experience = [];
    c.publications = [];
    c.certificates = [];
    const { read } = await render(c);
    expect(read.text).not.toContain(RESUME_HEADINGS.experience);
    expect(read.text).not.toContain(RESUME_HEADINGS.publications);
    expect(read.text).not.toContain(RESUME_HEADINGS.certificates);
    expect(missingInOrder(read.text, expectedOrder(c))).toEqual([]);
    expect(resumeModel(c, SITE).sections).toEqual(['projects', 'skills']);
  });

  it('lists the languages the owner speaks, with their fluency, under their own heading', async () => {
    const c = makeContent();
    c.profile.languages = [
      { language: 'Quenya', fluency: 'Conversational' },
      { language: 'Sindarin' },
    ];
    const { read } = await render(c);
    const model = resumeModel(c, SITE);
    expect(model.languages).toEqual(c.profile.languages.map(spokenLanguage));
    expect(model.sections).toContain('languages');
    expect(missingInOrder(read.text, expectedOrder(c))).toEqual([]);
    expect(resumeModel(makeContent(), SITE).sections).not.toContain('languages');
  });

  it('links every profile the owner lists, whatever the network', async () => {
    const c = makeContent();
    c.profile.profiles = [
      { network: 'ORCID', url: 'https://orcid.org/0000-0002-1825-0097' },
      { network: 'Bluesky', url: 'https://bsky.app/profile/ada.test' },
    ];
    const { read } = await render(c);
    for (const link of c.profile.profiles) expect(read.links).toContain(link.url);
  });

  it('wraps a field far too long for a line, and a word longer than the page is wide', async () => {
    const c = makeContent();
    const longTitle = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const longWord = 'x'.repeat(400);
    const longDate = `From ${'the spring of a year long ago '.repeat(8)}until now`;
    c.experience[0].title = longTitle;
    c.experience[0].duration = longDate;
    c.experience[0].description = longWord;
    const { read } = await render(c);
    expect(missingInOrder(read.text, [longTitle, longDate, longWord])).toEqual([]);
  });

  it('breaks onto more pages in order when the content is long', async () => {
    const c = makeContent();
    c.experience = Array.from({ length: 40 }, (_, i) => ({
      ...c.experience[0],
      id: i,
      title: `Role number ${i}`,
      description: 'Did a great many things in a row. '.repeat(6),
    }));
    const { pages, read } = await render(c);
    expect(pages).toBeGreaterThan(1);
    expect(read.pages).toBe(pages);
    expect(missingInOrder(read.text, expectedOrder(c))).toEqual([]);
  });

  it('draws Greek and Cyrillic with the embedded font', async () => {
    const c = makeContent();
    c.profile.name = 'Αικατερίνη Παπαδημητροπούλου';
    c.experience[0].company = 'Яндекс';
    const { read } = await render(c, 'A4', []);
    expect(missingInOrder(read.text, [c.profile.name, c.experience[0].company])).toEqual([]);
  });

  // RESUME_FALLBACK_FONT, if set, else a font the host commonly has: skipped where there is none.
  const fallback = fallbackFontCandidates().find((file) => existsSync(file));
  it.skipIf(!fallback)('draws characters DejaVu lacks with a fallback font', async () => {
    const c = makeContent();
    c.publications[0].authors = ['山田 花子', c.profile.name];
    const { read } = await render(c, 'A4', [fallback ?? '']);
    expect(read.text).toContain('山田');
  });

  it.skipIf(!fallback)(
    'draws headings and dates in letters DejaVu lacks with the fallback font',
    async () => {
      const c = makeContent();
      const job = c.experience[0]!;
      job.duration = '2024年7月〜2024年9月';
      const skills = RESUME_HEADINGS.skills;
      RESUME_HEADINGS.skills = 'スキル';
      try {
        const { read } = await render(c, 'A4', [fallback ?? '']);
        expect(read.text).toContain('スキル');
        expect(read.text).not.toContain('\u0000');
        // The reader puts a space between two runs.
        expect(read.text.replace(/\s/g, '')).toContain(job.duration);
      } finally {
        RESUME_HEADINGS.skills = skills;
      }
    },
  );

  it('sets a date in two fonts flush right, its runs one after another, not over one another', async () => {
    // Flattened parentheses, which DejaVu lacks and a font the project has draws: a date in two
    // fonts, as "2024年7月" is in kanji and digits.
    const katex = path.resolve(import.meta.dirname, '../../node_modules/katex/dist/fonts');
    const c = makeContent();
    const job = c.experience[0]!;
    job.duration = '⟮Jul 2024 – Sep 2024⟯';
    const { read, pdf } = await render(c, 'A4', [path.join(katex, 'KaTeX_Main-Regular.ttf')]);
    const at = read.runs.findIndex((run) => run.text === '⟮');
    expect(at).toBeGreaterThanOrEqual(0);
    const date = read.runs.slice(at, at + 3);
    expect(date.map((run) => run.text.trim())).toEqual(['⟮', 'Jul 2024 – Sep 2024', '⟯']);
    for (const [before, after] of [date.slice(0, 2), date.slice(1, 3)] as const) {
      // On one line (fonts set their baselines a little apart).
      expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
      expect(after!.x).toBeGreaterThanOrEqual(before!.x + before!.width - 0.5);
    }
    // Its end at the right margin, where a date in one font ends.
    const end = date.at(-1)!.x + date.at(-1)!.width;
    expect(end).toBeCloseTo(read.size.width - MARGIN.x, 0);
    expect(pdf.length).toBeGreaterThan(0);
  });

  it('holds the section headings to its fonts, as the rest: one no font has stops the build', async () => {
    const skills = RESUME_HEADINGS.skills;
    RESUME_HEADINGS.skills = 'スキル';
    try {
      await expect(render(makeContent(), 'A4', [])).rejects.toThrow(
        /^résumé: headings\.skills: no font has a glyph for "ス" \(U\+30B9\)/,
      );
    } finally {
      RESUME_HEADINGS.skills = skills;
    }
  });

  it('stops with one clear error for a character no font has', async () => {
    const c = makeContent();
    c.publications[0].authors = ['山田 花子'];
    await expect(render(c, 'A4', [])).rejects.toThrow(
      /^résumé: publications\[0\]\.authors\[0\]: no font has a glyph for "山" \(U\+5C71\)/,
    );
    await expect(render(c, 'A4', [])).rejects.toBeInstanceOf(ResumeError);
  });

  it('stops with one line naming RESUME_FALLBACK_FONT when the file it names is not a font', async () => {
    const c = makeContent();
    c.publications[0].authors = ['山田 花子'];
    const notAFont = import.meta.filename;
    const rendering = render(c, 'A4', [notAFont]);
    await expect(rendering).rejects.toBeInstanceOf(ResumeError);
    await expect(rendering).rejects.toThrow(
      /^résumé: the fallback font .+ is not a font the build can use \(.+\)\. Point RESUME_FALLBACK_FONT at a TrueType or OpenType font file \(\.ttf, \.otf\)\.$/,
    );
    expect(() =>
      openFallbackFont(notAFont, (message) => new Error(message), undefined, {
        RESUME_FALLBACK_FONT: notAFont,
      }),
    ).toThrow(`RESUME_FALLBACK_FONT names ${notAFont}, which is not a font the build can use`);
  });

  it('leaves out a picture no font has, once per picture with the field it is in', async () => {
    const c = makeContent();
    c.profile.roles = ['Engineer 🇮🇳', 'Writer'];
    // The full description is not drawn: the warning names the certificate, which is.
    const featured = c.projects.find((project) => project.featured)!;
    featured.fullDescription = 'Launch 🚀';
    c.certificates[0].title = 'Rocket 🚀 Science';
    c.certificates[1].title = 'More 🚀';
    const { read, warnings } = await render(c, 'A4', []);
    expect(read.text).toContain('Engineer');
    expect(read.text).toContain('Rocket');
    expect(read.text).not.toMatch(/🚀|🇮|🇳/u);
    expect(warnings).toEqual([
      'headline: "🇮" (U+1F1EE) is left out of the PDF: no font has it',
      'headline: "🇳" (U+1F1F3) is left out of the PDF: no font has it',
      'certificates[0].title: "🚀" (U+1F680) is left out of the PDF: no font has it',
    ]);
  });

  it('says, once per field, that it sets right-to-left text left to right', async () => {
    const c = makeContent();
    c.experience[0].company = 'شركة البيانات';
    c.experience[0].description = 'עברית and more';
    const { warnings } = await render(c, 'A4', []);
    expect(warnings).toEqual([
      "experience[0].company: right-to-left text is set left to right in the PDF; to send it as written, ship your own PDF (profile.resumePdf: 'own')",
      "experience[0].description: right-to-left text is set left to right in the PDF; to send it as written, ship your own PDF (profile.resumePdf: 'own')",
    ]);
  });

  it('holds only the text it draws to its fonts', async () => {
    const c = makeContent();
    // The abstract and keywords are the page's, not the résumé's.
    c.publications[0].abstract = '山田 abstract';
    c.publications[0].keywords = ['डेटा'];
    const { read, warnings } = await render(c, 'A4', []);
    expect(read.text).toContain(c.publications[0].title);
    expect(warnings).toEqual([]);
  });

  it('stops with one clear error when a font file is missing', async () => {
    const fonts = { ...RESUME_FONTS, bold: '/nowhere/Missing-Bold.ttf' };
    await expect(
      renderResumePdf(makeContent(), { paper: 'A4', siteUrl: SITE, fonts }),
    ).rejects.toThrow('résumé: font file /nowhere/Missing-Bold.ttf is missing');
    expect(readFileSync(RESUME_FONTS.bold).length).toBeGreaterThan(0);
  });
});
