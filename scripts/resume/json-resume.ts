// The content as a JSON Resume (the published schema, @jsonresume/schema), for tools and job
// sites that read one. Values the schema has no field for ride along under "x-portfolio" on the
// item they belong to, which the schema allows, so the file validates and imports back whole.
import { locale } from '../../src/words/index.ts';
import { ownerEmail } from '../../src/lib/contact-details';
import { citationText } from './citation.ts';
import type { Content } from '../../src/content/validate';
import type {
  Certificate,
  ExperienceEntry,
  Project,
  Publication,
  SkillCategory,
} from '../../src/content';

/** A paper's optional fields, carried when present so the file imports back whole. */
export const PAPER_EXTRAS = [
  'type',
  'volume',
  'pages',
  'publisher',
  'bibKey',
  'pdf',
  'slides',
  'poster',
  'video',
  'projectPage',
] as const satisfies readonly (keyof Publication)[];

/** The file name, beside the page. */
export const RESUME_JSON = 'resume.json';

/** The extension field on every item that carries what the schema cannot. */
export const EXTENSION = 'x-portfolio';

export interface JsonResumeSite {
  /** Absolute address of the page, ending in "/". */
  url: string;
  /** The owner's photo as the build wrote it, relative to the site's root; '' for none. */
  photo: string;
}

/** A JSON Resume document: a loose record, since its every field is optional. */
export type JsonResume = Record<string, unknown> & {
  basics?: Record<string, unknown>;
};

/**
 * The word an import writes for a range that runs to this day, by language: where none is named
 * here, the language's own "today", as Intl words it ("heute", "aujourd’hui", "hoy").
 */
const PRESENT_WORDS: Record<string, string> = { en: 'Present', ja: '現在', zh: '至今', ko: '현재' };

/** The word for "to this day" at the end of a range, in `language`. */
export function presentWord(language: string = locale): string {
  const base = new Intl.Locale(language).language;
  return (
    PRESENT_WORDS[base] ??
    new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'day')
  );
}

/** Whether `text` says a range runs to this day: in English, or in `language` as imports write it. */
function isPresent(text: string, language: string = locale): boolean {
  const word = text.trim().toLocaleLowerCase(language);
  return (
    /^(present|now|current|today|ongoing)$/u.test(word) ||
    Object.values(PRESENT_WORDS).some((w) => w.toLocaleLowerCase(language) === word) ||
    presentWord(language).toLocaleLowerCase(language) === word
  );
}
/** "2024年7月" (Chinese, Japanese), "2024년 7월" (Korean), "2024-07", "2024/7", "2024.07". */
const YEAR_MONTH = /^(\d{4})\s*(?:年|년|[-/.])\s*(\d{1,2})\s*(?:月|월)?$/u;
/** "07/2024", "7.2024". */
const MONTH_YEAR = /^(\d{1,2})\s*[/.]\s*(\d{4})$/;

/**
 * A language's names of the months, long and short ("März", "Mär"), lower case and without a
 * closing full stop, by number. English also reads "Sept".
 */
function monthNames(language: string): Map<string, number> {
  const names = new Map<string, number>(language === 'en' ? [['sept', 8]] : []);
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
    for (let index = 0; index < 12; index++) {
      const name = format.format(Date.UTC(2020, index, 15));
      names.set(name.toLocaleLowerCase(language).replace(/\.$/, ''), index);
    }
  }
  return names;
}

/**
 * "Jul 2025" → "2025-07", "2025" → "2025"; undefined when it reads as neither. Months are read in
 * English and in `language`, as Intl names them ("März 2025", "Okt. 2025" in German).
 */
export function isoMonth(text: string, language: string = locale): string | undefined {
  // Full-width digits read as digits ("２０２４年").
  const trimmed = text.normalize('NFKC').trim();
  const yearAlone = /^(\d{4})\s*(?:年|년)?$/u.exec(trimmed)?.[1];
  if (yearAlone) return yearAlone;
  const yearFirst = YEAR_MONTH.exec(trimmed);
  const monthFirst = MONTH_YEAR.exec(trimmed);
  const numeric = yearFirst
    ? { year: yearFirst[1], month: Number(yearFirst[2]) }
    : monthFirst && { year: monthFirst[2], month: Number(monthFirst[1]) };
  if (numeric) {
    const { year, month } = numeric;
    return month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : undefined;
  }
  // A word that starts with a letter and may hold marks and abbreviation signs: "Okt.", Hebrew's
  // "אוג׳", Hindi's "अग॰", Thai's "ส.ค.".
  const match = /^(\p{L}[^\s\d]*)\s+(\d{4})$/u.exec(trimmed);
  if (!match) return undefined;
  const word = match[1].toLocaleLowerCase(language).replace(/\.$/, '');
  // The content's language first: Finnish "marraskuu" is November, not English "Mar…".
  const month = monthNames(language).get(word) ?? monthNames('en').get(word);
  return month === undefined ? undefined : `${match[2]}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * "Jul 2025 - Sep 2025" → { startDate: "2025-07", endDate: "2025-09" }; "Mar 2023 - Present"
 * has no end; "Jul - Sep 2025" takes the year from its end. Parts that do not read are left out.
 */
export function isoRange(
  text: string,
  language: string = locale,
): { startDate?: string; endDate?: string } {
  const [start = '', end] = text
    .normalize('NFKC')
    // "2021年3月至今": to this day, written with no mark between.
    .replace(/(?<=\S)\s*至今$/u, ' - 至今')
    .split(
      // A spaced dash or "to"; an unspaced one between months ("Jul-Sep") or before a year
      // ("2024.07-2024.09", "2024年7月-2024年9月"; not "2024-07", a month); a wave dash.
      /\s+(?:-|–|—|to)\s+|(?<=[a-z])\s*[-–—]\s*(?=[a-z])|(?<=[\d年月년월.])\s*[-–—]\s*(?=\d{4})|\s*[〜~]\s*/iu,
    );
  const endDate =
    end === undefined || isPresent(end, language) ? undefined : isoMonth(end, language);
  const year = endDate?.slice(0, 4);
  const startDate =
    isoMonth(start, language) ?? (year ? isoMonth(`${start} ${year}`, language) : undefined);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

/** JSON Resume's word for a category's average level. */
export function levelWord(levels: number[]): string {
  const average = levels.reduce((sum, level) => sum + level, 0) / Math.max(levels.length, 1);
  if (average >= 85) return 'Expert';
  if (average >= 70) return 'Advanced';
  if (average >= 50) return 'Intermediate';
  return 'Beginner';
}

function work(entry: ExperienceEntry) {
  return {
    name: entry.company,
    position: entry.title,
    location: entry.location,
    ...isoRange(entry.duration),
    summary: entry.description,
    [EXTENSION]: {
      id: entry.id,
      type: entry.type,
      duration: entry.duration,
      ...(entry.skills ? { skills: entry.skills } : {}),
    },
  };
}

function project(item: Project) {
  const url = item.live ?? item.github;
  return {
    name: item.title,
    // The schema's own field for what kind of project it is: the category.
    type: item.category,
    description: item.description,
    highlights: item.features,
    keywords: item.tech,
    ...(isoMonth(item.year) ? { startDate: isoMonth(item.year) } : {}),
    ...(url ? { url } : {}),
    [EXTENSION]: {
      id: item.id,
      ...(item.slug ? { slug: item.slug } : {}),
      icon: item.icon,
      featured: item.featured,
      status: item.status,
      year: item.year,
      fullDescription: item.fullDescription,
      github: item.github,
      live: item.live,
    },
  };
}

function publication(paper: Publication) {
  const url = paper.doi ?? paper.arxiv ?? paper.github;
  return {
    name: paper.title,
    publisher: paper.journal,
    ...(isoMonth(paper.year) ? { releaseDate: isoMonth(paper.year) } : {}),
    ...(url ? { url } : {}),
    summary: paper.abstract,
    [EXTENSION]: {
      /** The paper as a reference list writes it, for a reader that shows one line per paper. */
      citation: citationText(paper),
      id: paper.id,
      ...(paper.slug ? { slug: paper.slug } : {}),
      authors: paper.authors,
      conference: paper.conference,
      year: paper.year,
      status: paper.status,
      category: paper.category,
      icon: paper.icon,
      keywords: paper.keywords,
      methodology: paper.methodology,
      results: paper.results,
      ...(paper.resultLabels ? { resultLabels: paper.resultLabels } : {}),
      doi: paper.doi,
      arxiv: paper.arxiv,
      github: paper.github,
      accent: paper.accent,
      ...Object.fromEntries(
        PAPER_EXTRAS.flatMap((key) => (paper[key] === undefined ? [] : [[key, paper[key]]])),
      ),
    },
  };
}

function certificate(item: Certificate) {
  const date = isoRange(item.date);
  return {
    name: item.title,
    issuer: item.issuer,
    ...(date.endDate || date.startDate ? { date: date.endDate ?? date.startDate } : {}),
    [EXTENSION]: {
      id: item.id,
      date: item.date,
      type: item.type,
      description: item.description,
      icon: item.icon,
    },
  };
}

function skill(category: SkillCategory) {
  return {
    name: category.category,
    level: levelWord(category.skills.map((s) => s.level)),
    keywords: category.skills.map((s) => s.name),
    [EXTENSION]: {
      icon: category.icon,
      accent: category.accent,
      skills: category.skills,
    },
  };
}

/** The whole content as one JSON Resume. */
export function toJsonResume(content: Content, site: JsonResumeSite): JsonResume {
  const { profile } = content;
  const education = content.aboutCards.find((card) => card.id === 'education');
  return {
    basics: {
      name: profile.name,
      label: profile.roles[0] ?? '',
      ...(site.photo ? { image: new URL(site.photo, site.url).href } : {}),
      email: ownerEmail(profile),
      phone: profile.contact.phone,
      url: site.url,
      summary: profile.description,
      location: {
        city: profile.contact.location,
        region: profile.contact.state,
        postalCode: profile.contact.postalCode,
      },
      profiles: profile.profiles.map((link) => ({
        network: link.network,
        ...(link.username ? { username: link.username } : {}),
        url: link.url,
      })),
      [EXTENSION]: {
        firstName: profile.firstName,
        greeting: profile.greeting,
        roles: profile.roles,
        tagline: profile.tagline,
        about: profile.about,
        contactEmail: profile.contact.email,
        profileImageAlt: profile.profileImageAlt,
        // The page's rows of figures, its About cards and its categories, so an import of this
        // file gives them back as they were.
        stats: content.stats,
        aboutCards: content.aboutCards,
        categories: content.categories,
      },
    },
    work: content.experience.map(work),
    education: education
      ? [
          {
            institution: education.secondary,
            area: education.primary,
            ...isoRange(education.duration),
            ...(education.tertiary ? { score: education.tertiary } : {}),
            [EXTENSION]: { duration: education.duration },
          },
        ]
      : [],
    projects: content.projects.map(project),
    publications: content.publications.map(publication),
    certificates: content.certificates.map(certificate),
    skills: content.skillCategories.map(skill),
    ...(profile.languages
      ? {
          languages: profile.languages.map(({ language, fluency }) => ({
            language,
            ...(fluency !== undefined ? { fluency } : {}),
          })),
        }
      : {}),
    interests: profile.interests.map((name) => ({ name })),
    meta: { canonical: new URL(RESUME_JSON, site.url).href, version: 'v1.0.0' },
  };
}
