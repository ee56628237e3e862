// The JSON Resume's work and volunteer entries, certificates and awards, and skills as this
// project's experience, certificates and skill categories.
import { accentInTurn } from '../../src/config/palette';
import type { Certificate, ExperienceEntry, Skill, SkillCategory } from '../../src/content/types';
import {
  accent,
  duration,
  ext,
  icon,
  kept,
  list,
  monthYear,
  sentences,
  str,
  strings,
  type Item,
  type Note,
} from './import-values.ts';

/**
 * What kind of position a work entry is, since JSON Resume has no field for it: "Internship" only
 * where its position or employer says intern or internship (or インターン, 实习, 인턴, Praktikum,
 * or, in the position, prácticas, stagiaire, tirocinio, estágio),
 * or its summary says internship;
 * "Part-time", "Contract" or "Freelance" where the position says so; else "Full-time".
 */
export function workType(item: Item): string {
  const position = str(item.position) ?? '';
  const said = [position, str(item.name) ?? ''].join('\n');
  // Intern and internship, and their words in Japanese, Chinese, Korean and German; in Spanish,
  // French, Italian and Portuguese in the position only (a "Buenas Prácticas" institute is none).
  const intern = /\bintern(ship)?s?\b|インターン|实习|實習|인턴|\bpraktik/i;
  const internHere = /\bpr[aá]cticas\b|\bstagiaire|\btirocin|\best[aá]gi/iu;
  if (intern.test(said) || internHere.test(position)) return 'Internship';
  if (/\binternships?\b/i.test(str(item.summary) ?? '')) return 'Internship';
  if (/\bpart[- ]time\b/i.test(position)) return 'Part-time';
  if (/\bcontract(or)?\b/i.test(position)) return 'Contract';
  if (/\bfreelanc/i.test(position)) return 'Freelance';
  return 'Full-time';
}

/**
 * What the figures and the About card call the experience entries: "Internships" only when every
 * one is an internship, so a full-time career is never counted as internships.
 */
export function rolesLabel(experience: ExperienceEntry[]): 'Internships' | 'Positions' {
  return experience.length > 0 && experience.every((job) => /\bintern/i.test(job.type))
    ? 'Internships'
    : 'Positions';
}

/** The type a volunteer entry takes on the page, beside the work entries. */
export const VOLUNTEER_TYPE = 'Volunteer';

/** The next free id after those taken, for entries a résumé lists apart (volunteer, awards). */
const nextId = (taken: { id: number }[]) => Math.max(0, ...taken.map((entry) => entry.id)) + 1;

function entry(
  item: Item,
  where: string,
  company: string | undefined,
  fallback: { id: number; type: string },
  unmap: Note,
  fill: Note,
): ExperienceEntry | undefined {
  const x = ext(item);
  const title = str(item.position);
  if (!title || !company) {
    unmap(where, 'needs both a position and who it was for');
    return undefined;
  }
  if (str(item.url))
    unmap(`${where}.url`, 'the page has no place for the address of who it was for');
  if (strings(item.highlights).length > 0 && !('duration' in x)) {
    fill(`${where}.highlights`, 'added to the description');
  }
  const type = kept(x, 'type');
  if (type === undefined) fill(where, `type set to "${fallback.type}"`);
  return {
    id: typeof x.id === 'number' ? x.id : fallback.id,
    title,
    company,
    location: str(item.location) ?? '',
    duration: kept(x, 'duration') ?? duration(item),
    type: type ?? fallback.type,
    description:
      strings(item.highlights).length > 0
        ? sentences([str(item.summary), ...strings(item.highlights)])
        : (str(item.summary) ?? ''),
    ...(Array.isArray(x.skills) ? { skills: strings(x.skills) } : {}),
  };
}

/** The work entries, then the volunteer entries after them as experience of their own type. */
export function mapWork(
  items: Item[],
  volunteer: Item[],
  unmap: Note,
  fill: Note,
): ExperienceEntry[] {
  const experience = items.flatMap((item, i) => {
    const job = entry(
      item,
      `work[${i}]`,
      str(item.name),
      { id: i + 1, type: workType(item) },
      unmap,
      fill,
    );
    return job ? [job] : [];
  });
  const first = nextId(experience);
  volunteer.forEach((item, i) => {
    const fallback = { id: first + i, type: VOLUNTEER_TYPE };
    const job = entry(item, `volunteer[${i}]`, str(item.organization), fallback, unmap, fill);
    if (job) experience.push(job);
  });
  return experience;
}

/** The type an award takes among the certificates. */
export const AWARD_TYPE = 'Award';

/**
 * When an item is dated (a JSON Resume date: "2019-12-01", "2019"), for sorting; '' if not, as
 * for a date monthYear() cannot read ("Dec 2019"), which the page shows as none.
 */
const isoDate = (item: Item): string =>
  typeof item.date === 'string' && /^\d{4}/.test(item.date) ? item.date : '';

/**
 * The certificates, and the awards as certificates of their own type, in date order, oldest first
 * as the page's timeline runs (a JSON Resume lists them newest first, or in no order); the
 * undated after them, in the order given. A résumé this site exported (each certificate carries
 * its id) keeps the owner's own order.
 */
export function mapCertificates(
  items: Item[],
  awards: Item[],
  unmap: Note,
  fill: Note,
): Certificate[] {
  const dated: Array<{ certificate: Certificate; date: string }> = [];
  items.forEach((item, i) => {
    const x = ext(item);
    const title = str(item.name);
    const issuer = str(item.issuer);
    if (!title || !issuer) {
      unmap(`certificates[${i}]`, 'needs both name and issuer');
      return;
    }
    if (str(item.url)) unmap(`certificates[${i}].url`, 'the page links no certificates');
    dated.push({
      date: isoDate(item),
      certificate: {
        id: typeof x.id === 'number' ? x.id : i + 1,
        title,
        issuer,
        date: kept(x, 'date') ?? monthYear(item.date),
        type: kept(x, 'type') ?? 'Certificate',
        description: kept(x, 'description') ?? '',
        icon: icon(x.icon, 'award'),
      },
    });
  });
  const first = nextId(dated.map(({ certificate }) => certificate));
  awards.forEach((item, i) => {
    const title = str(item.title);
    const issuer = str(item.awarder);
    if (!title || !issuer) {
      unmap(`awards[${i}]`, 'needs both title and awarder');
      return;
    }
    fill(`awards[${i}]`, `added to the certificates as type "${AWARD_TYPE}"`);
    dated.push({
      date: isoDate(item),
      certificate: {
        id: first + i,
        title,
        issuer,
        date: monthYear(item.date),
        type: AWARD_TYPE,
        description: str(item.summary) ?? '',
        icon: 'award',
      },
    });
  });
  const exported = items.length > 0 && items.every((item) => typeof ext(item).id === 'number');
  if (exported) return dated.map(({ certificate }) => certificate);
  // Stable: items of one date keep their order. ISO dates sort as text.
  return dated
    .sort((a, b) =>
      !a.date || !b.date ? Number(!a.date) - Number(!b.date) : a.date.localeCompare(b.date),
    )
    .map(({ certificate }) => certificate);
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

export function mapSkills(items: Item[], unmap: Note, fill: Note): SkillCategory[] {
  return items.flatMap((item, i) => {
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
        accent: accent(x.accent, accentInTurn(i)),
        skills,
      },
    ];
  });
}
