// Turns a JSON Resume into this project's content: the reverse of json-resume.ts. What the
// document carries under "x-portfolio" comes back whole; what it lacks is filled in from the
// content it replaces or from plain defaults, and every such choice is reported.
import type { Content } from '../../src/content/validate';
import { z } from 'zod';
import { AboutCardSchema, StatsSchema } from '../../src/content/schema';
import type { Stats } from '../../src/content/types';
import { mapAbout, mapProfile } from './import-basics.ts';
import { mapCategories } from './import-categories.ts';
import { mapProjects, mapPublications } from './import-projects.ts';
import { ext, isItem, list, str, type Item } from './import-values.ts';
import { mapCertificates, mapSkills, mapWork, rolesLabel } from './import-work.ts';
import { lenientResume } from './lenient.ts';
import { locale } from '../../src/words/index.ts';
import { jsonResumeProblems } from './schema.ts';

/**
 * The words an import makes up are English: for a site in another `language`, the line that says
 * which to put in its own; undefined for an English site.
 */
export function englishWords(language: string, roles: string): string | undefined {
  const base = new Intl.Locale(language).language;
  if (base === 'en') return undefined;
  const name = new Intl.DisplayNames('en', { type: 'language' }).of(base) ?? base;
  return `the site is in ${name}: the experience types ("Full-time", "Internship"…), the Education card's title and the figures' labels ("${roles}", "Projects"…) are written in English; put them in ${name} in experience.ts, about.ts and stats.ts`;
}

/** A file that is not a JSON Resume; the message says why. */
export class ImportError extends Error {}

export interface ImportResult {
  content: Content;
  /** Parts of the document this project has no place for, one line each. */
  unmapped: string[];
  /** Values the document lacked that were filled in, to check by hand. */
  filled: string[];
  /** What of `current` stays though the document lacks it (papers), one phrase each. */
  kept: string[];
}

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

/**
 * The ids of projects and papers the import takes out of the content (the sample's, in the copy
 * `npm run new-content` made). The address history (item-addresses.json) names items by id, so a
 * new item given one of them would inherit its page's old address, and the build would send that
 * address on to it.
 */
export interface RetiredIds {
  projects?: readonly number[];
  publications?: readonly number[];
}

/** The highest of `ids`, or 0 for none. */
const highest = (ids: readonly number[] = []) => Math.max(0, ...ids);

/**
 * Maps a JSON Resume onto content; `current` supplies what the document cannot, and its papers
 * stay beside the document's. Items the document gives no id of its own are numbered above
 * `retired`.
 */
export function fromJsonResume(
  raw: unknown,
  current: Content,
  retired: RetiredIds = {},
): ImportResult {
  const unmapped: string[] = [];
  const filled: string[] = [];
  const unmap = (where: string, why: string) => unmapped.push(`${where}: ${why}`);
  const fill = (where: string, what: string) => filled.push(`${where}: ${what}`);
  const input = lenientResume(raw, fill, unmap);
  assertJsonResume(input);

  // Every other part of the document has a place: volunteer work among the experience, awards
  // among the certificates, spoken languages on the profile.
  const references = list(input.references).length;
  if (references > 0) {
    unmap(
      'references',
      `${references} ${references === 1 ? 'entry' : 'entries'}; the page has no place for references`,
    );
  }

  const profile = mapProfile(input.basics, input, current.profile, unmap, fill);
  const education = list(input.education);
  education.slice(1).forEach((item, i) => {
    unmap(
      `education[${i + 1}]`,
      `"${str(item.institution) ?? ''}"; the page shows one Education card`,
    );
  });
  const experience = mapWork(list(input.work), list(input.volunteer), unmap, fill);
  const ownCards = z.array(AboutCardSchema).safeParse(ext(input.basics).aboutCards);
  const aboutCards = mapAbout(
    education[0],
    {
      current: current.aboutCards,
      own: ownCards.success ? ownCards.data : undefined,
      profile,
      experience,
    },
    fill,
  );
  const projects = mapProjects(list(input.projects), unmap, fill, highest(retired.projects));
  const { publications, kept } = mapPublications(
    list(input.publications),
    profile.name,
    current.publications,
    unmap,
    fill,
    highest(retired.publications),
  );
  const certificates = mapCertificates(list(input.certificates), list(input.awards), unmap, fill);
  const skillCategories = mapSkills(list(input.skills), unmap, fill);

  // This project's own export carries the rows of figures; any other JSON Resume states none (no
  // grade tile, no hours), so the rows count what it holds.
  const own = StatsSchema.safeParse(ext(input.basics).stats);
  const roles = rolesLabel(experience);
  const counts: Stats = {
    hero: [
      { label: roles, count: 'experience' },
      { label: 'Projects', count: 'projects' },
      { label: 'Publications', count: 'publications' },
      { label: 'Certificates', count: 'certificates' },
    ],
    experience: [
      { label: roles, count: 'experience' },
      { label: 'Skills', count: 'skills' },
    ],
    research: [
      { label: 'Publications', count: 'publications' },
      { label: 'Under Review', count: 'publications under review' },
    ],
    certificates: [{ label: 'Certifications', count: 'certificates' }],
  };
  if (!own.success) {
    fill(
      'stats',
      `rows of counts only (${roles}, Projects, ...); add figures you state in stats.ts`,
    );
  }
  const stats = own.success ? own.data : counts;
  const categories = mapCategories(
    ext(input.basics).categories,
    { projects, experience, certificates, publications },
    current.categories,
    fill,
  );

  // A document this site exported carries the owner's own words.
  const english = own.success ? undefined : englishWords(locale, roles);
  if (english) fill('words', english);

  return {
    content: {
      // Modules a JSON Resume has nothing for (the figures, a section the owner added) stay.
      ...current,
      stats,
      categories,
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
    kept,
  };
}
