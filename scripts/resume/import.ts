// Turns a JSON Resume into this project's content: the reverse of json-resume.ts. What the
// document carries under "x-portfolio" comes back whole; what it lacks is filled in from the
// content it replaces or from plain defaults, and every such choice is reported.
import { accentGradient } from '../../src/config/palette';
import { ICON_NAMES } from '../../src/content/icon-names';
import {
  PROJECT_CATEGORIES,
  PUBLICATION_STATUSES,
  type AboutCard,
  type Certificate,
  type ExperienceEntry,
  type IconName,
  type Profile,
  type Project,
  type ProjectCategory,
  type Publication,
  type PublicationStatus,
  type Skill,
  type SkillCategory,
} from '../../src/content/types';
import type { Content } from '../../src/content/validate';
import { EXTENSION } from './json-resume.ts';
import { jsonResumeProblems } from './schema.ts';

/** A file that is not a JSON Resume; the message says why. */
export class ImportError extends Error {}

export interface ImportResult {
  content: Content;
  /** Parts of the document this project has no place for, one line each. */
  unmapped: string[];
  /** Values the document lacked that were filled in, to check by hand. */
  filled: string[];
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const list = (value: unknown): Item[] => (Array.isArray(value) ? value.filter(isItem) : []);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const ext = (item: Item): Item => (isItem(item[EXTENSION]) ? item[EXTENSION] : {});
const icon = (value: unknown, fallback: IconName): IconName =>
  (ICON_NAMES as readonly unknown[]).includes(value) ? (value as IconName) : fallback;
const url = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null;
const nullableUrl = (item: Item, key: string, fallback: string | null): string | null =>
  key in item ? url(item[key]) : fallback;

/** Joins pieces of text as sentences, adding the full stop a highlight usually lacks. */
const sentences = (parts: (string | undefined)[]): string =>
  parts
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => (/[.!?…]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
    .join(' ');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-07-01" → "Jul 2025", "2025" → "2025". */
export function monthYear(date: unknown): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(typeof date === 'string' ? date : '');
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : match[1];
}

function duration(item: Item): string {
  const start = monthYear(item.startDate);
  const end = item.endDate === undefined ? 'Present' : monthYear(item.endDate);
  return start ? `${start} - ${end}` : end === 'Present' ? '' : end;
}

/** JSON Resume's level words as this project's 0-100 levels. */
const LEVELS: Record<string, number> = {
  master: 95,
  expert: 90,
  advanced: 80,
  intermediate: 65,
  beginner: 40,
  novice: 30,
};
const FEATURED_BY_DEFAULT = 4;

/** Checks that `input` is a JSON Resume this project can read; throws naming the problem. */
export function assertJsonResume(input: unknown): asserts input is Item & { basics: Item } {
  if (!isItem(input)) throw new ImportError('it is not a JSON object, so not a JSON Resume');
  const problems = jsonResumeProblems(input);
  if (problems.length > 0) {
    throw new ImportError(`it breaks the JSON Resume schema: ${problems.join('; ')}`);
  }
  if (!isItem(input.basics) || !str(input.basics.name)) {
    throw new ImportError('it has no basics.name');
  }
}

/** Maps a JSON Resume onto content; `current` supplies what the document cannot. */
export function fromJsonResume(input: unknown, current: Content): ImportResult {
  assertJsonResume(input);
  const unmapped: string[] = [];
  const filled: string[] = [];
  const unmap = (where: string, why: string) => unmapped.push(`${where}: ${why}`);
  const fill = (where: string, what: string) => filled.push(`${where}: ${what}`);

  for (const key of ['volunteer', 'awards', 'languages', 'references']) {
    if (list(input[key]).length > 0) {
      const count = list(input[key]).length;
      unmap(key, `${count} ${count === 1 ? 'entry' : 'entries'}; the page has no section for them`);
    }
  }

  const profile = mapProfile(input.basics, input, current.profile, unmap, fill);
  const education = list(input.education);
  education.slice(1).forEach((item, i) => {
    unmap(
      `education[${i + 1}]`,
      `"${str(item.institution) ?? ''}"; the page shows one Education card`,
    );
  });
  const aboutCards = mapAbout(education[0], current.aboutCards, fill);

  const experience: ExperienceEntry[] = [];
  list(input.work).forEach((item, i) => {
    const x = ext(item);
    const title = str(item.position);
    const company = str(item.name);
    if (!title || !company) {
      unmap(`work[${i}]`, 'needs both position and name (the company)');
      return;
    }
    if (strings(item.highlights).length > 0 && !('duration' in x)) {
      fill(`work[${i}].highlights`, 'added to the description');
    }
    const skills = strings(x.skills);
    experience.push({
      id: typeof x.id === 'number' ? x.id : i + 1,
      title,
      company,
      location: str(item.location) ?? '',
      duration: str(x.duration) ?? duration(item),
      type: str(x.type) ?? 'Full-time',
      description:
        strings(item.highlights).length > 0
          ? sentences([str(item.summary), ...strings(item.highlights)])
          : (str(item.summary) ?? ''),
      ...(Array.isArray(x.skills) ? { skills } : {}),
    });
    if (!str(x.type)) fill(`work[${i}]`, 'type set to "Full-time"');
  });

  const projects = mapProjects(list(input.projects), unmap, fill);
  const publications = mapPublications(list(input.publications), profile.name, unmap, fill);

  const certificates: Certificate[] = list(input.certificates).flatMap((item, i) => {
    const x = ext(item);
    const title = str(item.name);
    const issuer = str(item.issuer);
    if (!title || !issuer) {
      unmap(`certificates[${i}]`, 'needs both name and issuer');
      return [];
    }
    if (str(item.url)) unmap(`certificates[${i}].url`, 'the page links no certificates');
    return [
      {
        id: typeof x.id === 'number' ? x.id : i + 1,
        title,
        issuer,
        date: str(x.date) ?? monthYear(item.date),
        type: str(x.type) ?? 'Certificate',
        description: str(x.description) ?? '',
        icon: icon(x.icon, 'award'),
      },
    ];
  });

  const skillCategories: SkillCategory[] = list(input.skills).flatMap((item, i) => {
    const x = ext(item);
    const name = str(item.name);
    const level = LEVELS[String(item.level).toLowerCase()] ?? 75;
    const given = list(x.skills).flatMap((s): Skill[] => {
      const skillName = str(s.name);
      return skillName && typeof s.level === 'number'
        ? [{ name: skillName, level: s.level, icon: icon(s.icon, 'code') }]
        : [];
    });
    const skills =
      given.length > 0
        ? given
        : [...new Set(strings(item.keywords))].map((skill) => ({
            name: skill,
            level,
            icon: 'code' as const,
          }));
    if (!name || skills.length === 0) {
      unmap(`skills[${i}]`, 'needs a name and at least one keyword');
      return [];
    }
    if (given.length === 0)
      fill(`skills[${i}]`, `each skill's level set to ${level} from "${String(item.level ?? '')}"`);
    return [
      {
        category: name,
        icon: icon(x.icon, 'code'),
        bgGradient: str(x.bgGradient) ?? accentGradient(i),
        skills,
      },
    ];
  });

  return {
    content: {
      profile,
      aboutCards,
      skillCategories,
      experience,
      projects,
      publications,
      certificates,
    },
    unmapped,
    filled,
  };
}

function mapProfile(
  basics: Item,
  input: Item,
  current: Profile,
  unmap: (where: string, why: string) => void,
  fill: (where: string, what: string) => void,
): Profile {
  const x = ext(basics);
  const name = str(basics.name) ?? '';
  const summary = str(basics.summary) ?? '';
  const label = str(basics.label);
  const location = isItem(basics.location) ? basics.location : {};
  const profiles = list(basics.profiles);
  const network = (pattern: RegExp, key: 'github' | 'linkedin') => {
    const found = profiles.find(
      (p) => pattern.test(String(p.network)) || pattern.test(String(p.url)),
    );
    const link = url(found?.url);
    if (!link) fill(`basics.profiles`, `no ${key} profile; kept ${current.social[key]}`);
    return link ?? current.social[key];
  };
  const github = network(/github/i, 'github');
  const linkedin = network(/linkedin/i, 'linkedin');
  profiles
    .filter((p) => !/github|linkedin/i.test(`${String(p.network)} ${String(p.url)}`))
    .forEach((p) =>
      unmap(
        `basics.profiles`,
        `${String(p.network)} (${String(p.url)}); the page links GitHub and LinkedIn`,
      ),
    );
  if (str(basics.image))
    unmap('basics.image', 'put the photo in src/content/images/ and set profile.profileImage');
  for (const key of ['address', 'countryCode']) {
    if (str(location[key]))
      unmap(`basics.location.${key}`, 'the page shows the city and region only');
  }
  const roles = strings(x.roles);
  if (roles.length === 0 && !label)
    fill('basics.label', 'missing; the headline role is "Developer"');
  const email = str(basics.email) ?? current.contact.email;
  if (!str(basics.email)) fill('basics.email', `missing; kept ${current.contact.email}`);
  const tagline = str(x.tagline) ?? label ?? '';
  if (!str(x.tagline)) fill('profile.tagline', `set to "${tagline}"`);
  const interests = list(input.interests);
  interests.forEach((item, i) => {
    if (strings(item.keywords).length > 0)
      unmap(`interests[${i}].keywords`, 'the page shows interest names only');
  });
  return {
    name,
    firstName: str(x.firstName) ?? name.split(/\s+/)[0],
    greeting: str(x.greeting) ?? current.greeting,
    roles: roles.length > 0 ? roles : [label ?? 'Developer'],
    tagline,
    description: summary,
    about: strings(x.about).length > 0 ? strings(x.about) : [summary].filter(Boolean),
    interests: interests.map((item) => str(item.name)).filter((n): n is string => Boolean(n)),
    contact: {
      email: str(x.contactEmail) ?? email,
      phone: str(basics.phone) ?? '',
      location: str(location.city) ?? '',
      state: str(location.region) ?? '',
      postalCode: str(location.postalCode) ?? '',
    },
    social: { github, linkedin, email: `mailto:${email}` },
    resume: current.resume,
    ...(current.resumePdf ? { resumePdf: current.resumePdf } : {}),
    profileImage: current.profileImage,
    profileImageAlt: str(x.profileImageAlt) ?? `Portrait of ${name}`,
    siteUrl: url(basics.url) ?? current.siteUrl,
  };
}

function mapAbout(
  education: Item | undefined,
  current: AboutCard[],
  fill: (where: string, what: string) => void,
): AboutCard[] {
  const old = current.find((card) => card.id === 'education');
  const others = current.filter((card) => card.id !== 'education');
  if (!education) return others;
  const x = ext(education);
  const study = [str(education.studyType), str(education.area)].filter(Boolean).join(' ');
  const card: AboutCard = {
    id: 'education',
    icon: old?.icon ?? 'graduation-cap',
    gradient: old?.gradient ?? accentGradient(0),
    title: old?.title ?? 'Education',
    primary: study,
    secondary: str(education.institution) ?? '',
    tertiary: str(education.score) ?? '',
    duration: str(x.duration) ?? duration(education),
  };
  if (!old) fill('education[0]', 'added as an About card with id "education"');
  // The card sits where the old one did, else first.
  const at = old ? current.indexOf(old) : 0;
  return [...others.slice(0, at), card, ...others.slice(at)];
}

function mapProjects(
  items: Item[],
  unmap: (where: string, why: string) => void,
  fill: (where: string, what: string) => void,
): Project[] {
  const projects = items.flatMap((item, i): Project[] => {
    const x = ext(item);
    const title = str(item.name);
    const description = str(item.description) ?? str(item.summary);
    if (!title || !description) {
      unmap(`projects[${i}]`, 'needs both name and description');
      return [];
    }
    for (const key of ['roles', 'entity', 'type']) {
      if (item[key] !== undefined && !(EXTENSION in item))
        unmap(`projects[${i}].${key}`, 'the page has no place for it');
    }
    const link = url(item.url);
    const onGitHub = link !== null && /^https?:\/\/(www\.)?github\.com\//i.test(link);
    const category = (PROJECT_CATEGORIES as readonly unknown[]).includes(x.category)
      ? (x.category as ProjectCategory)
      : 'Web Development';
    if (category !== x.category) fill(`projects[${i}]`, `category set to "${category}"`);
    return [
      {
        id: typeof x.id === 'number' ? x.id : i + 1,
        title,
        ...(str(x.slug) ? { slug: str(x.slug) } : {}),
        category,
        icon: icon(x.icon, 'code'),
        featured: typeof x.featured === 'boolean' ? x.featured : i < FEATURED_BY_DEFAULT,
        description,
        fullDescription: str(x.fullDescription) ?? description,
        tech: strings(item.keywords),
        features: strings(item.highlights),
        github: nullableUrl(x, 'github', onGitHub ? link : null),
        live: nullableUrl(x, 'live', onGitHub ? null : link),
        status:
          x.status === 'Completed' || x.status === 'In Progress'
            ? x.status
            : item.endDate !== undefined
              ? 'Completed'
              : 'In Progress',
        year: str(x.year) ?? String(item.startDate ?? item.endDate ?? '').slice(0, 4),
      },
    ];
  });
  if (projects.length > 0 && !projects.some((p) => p.featured)) {
    projects[0].featured = true;
    fill('projects[0]', 'featured, since the page needs at least one');
  }
  return projects;
}

function mapPublications(
  items: Item[],
  owner: string,
  unmap: (where: string, why: string) => void,
  fill: (where: string, what: string) => void,
): Publication[] {
  return items.flatMap((item, i): Publication[] => {
    const x = ext(item);
    const title = str(item.name);
    if (!title) {
      unmap(`publications[${i}]`, 'has no name');
      return [];
    }
    const link = url(item.url);
    const kind = (pattern: RegExp) => (link && pattern.test(link) ? link : null);
    if (link && !(EXTENSION in item) && !kind(/doi\.org\/|arxiv\.org\/|github\.com\//i)) {
      unmap(`publications[${i}].url`, 'the page links DOI, arXiv and code addresses only');
    }
    const authors = strings(x.authors);
    if (authors.length === 0) fill(`publications[${i}]`, `authors set to "${owner}" alone`);
    const status = PUBLICATION_STATUSES.includes(x.status as PublicationStatus)
      ? (x.status as PublicationStatus)
      : 'Published';
    const results = isItem(x.results)
      ? Object.fromEntries(
          Object.entries(x.results).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {};
    return [
      {
        id: typeof x.id === 'number' ? x.id : i + 1,
        title,
        ...(str(x.slug) ? { slug: str(x.slug) } : {}),
        authors: authors.length > 0 ? authors : [owner],
        conference: str(x.conference) ?? '',
        journal: str(item.publisher) ?? '',
        year: str(x.year) ?? String(item.releaseDate ?? '').slice(0, 4),
        status,
        category: str(x.category) ?? '',
        icon: icon(x.icon, 'book-open'),
        abstract: str(item.summary) ?? '',
        keywords: strings(x.keywords),
        methodology: str(x.methodology) ?? '',
        results,
        doi: nullableUrl(x, 'doi', kind(/doi\.org\//i)),
        arxiv: nullableUrl(x, 'arxiv', kind(/arxiv\.org\//i)),
        github: nullableUrl(x, 'github', kind(/github\.com\//i)),
        gradient: str(x.gradient) ?? accentGradient(0),
      },
    ];
  });
}
