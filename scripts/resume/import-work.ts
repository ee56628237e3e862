// The JSON Resume's work, certificates and skills as this project's experience, certificates and
// skill categories.
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

export function mapWork(items: Item[], unmap: Note, fill: Note): ExperienceEntry[] {
  const experience: ExperienceEntry[] = [];
  items.forEach((item, i) => {
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
      duration: kept(x, 'duration') ?? duration(item),
      type: kept(x, 'type') ?? 'Full-time',
      description:
        strings(item.highlights).length > 0
          ? sentences([str(item.summary), ...strings(item.highlights)])
          : (str(item.summary) ?? ''),
      ...(Array.isArray(x.skills) ? { skills } : {}),
    });
    if (kept(x, 'type') === undefined) fill(`work[${i}]`, 'type set to "Full-time"');
  });
  return experience;
}

export function mapCertificates(items: Item[], unmap: Note): Certificate[] {
  return items.flatMap((item, i) => {
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
        date: kept(x, 'date') ?? monthYear(item.date),
        type: kept(x, 'type') ?? 'Certificate',
        description: kept(x, 'description') ?? '',
        icon: icon(x.icon, 'award'),
      },
    ];
  });
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
