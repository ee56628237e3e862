import type {
  Certificate,
  ExperienceEntry,
  Project,
  Publication,
  Skill,
  SkillCategory,
  Stat,
  StatCount,
} from '../content/types';

export function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/** A level as a whole percentage within 0 to 100, so a bar never overflows its track. */
export function toPercent(level: number): number {
  if (!Number.isFinite(level)) return 0;
  return Math.min(100, Math.max(0, Math.round(level)));
}

/** Whether the item at `index` is shown while a list is collapsed to its first `collapsedCount`. */
export function isShownCollapsed(
  index: number,
  expanded: boolean,
  collapsedCount: number,
): boolean {
  return expanded || index < collapsedCount;
}

export interface CategoryStats {
  count: number;
  average: number;
}

export function categoryStats(skills: readonly Skill[]): CategoryStats {
  return { count: skills.length, average: average(skills.map((s) => s.level)) };
}

export interface SkillSummary {
  totalSkills: number;
  categories: number;
  averageLevel: number;
  expertCount: number;
}

export function skillSummary(
  categories: readonly SkillCategory[],
  expertLevel: number,
): SkillSummary {
  const all = categories.flatMap((c) => c.skills);
  return {
    totalSkills: all.length,
    categories: categories.length,
    averageLevel: average(all.map((s) => s.level)),
    expertCount: all.filter((s) => s.level >= expertLevel).length,
  };
}

export function countByStatus(
  papers: readonly Publication[],
  status: Publication['status'],
): number {
  return papers.filter((p) => p.status === status).length;
}

/** The figures to show: one the owner left empty is left out rather than shown as a blank tile. */
export function presentStats<T extends { value: string | number }>(stats: readonly T[]): T[] {
  return stats.filter((stat) => String(stat.value).trim() !== '');
}

/** The lists a stat tile can count. */
export interface CountedContent {
  experience: readonly ExperienceEntry[];
  projects: readonly Project[];
  publications: readonly Publication[];
  certificates: readonly Certificate[];
  skillCategories: readonly SkillCategory[];
}

/** What `count` counts, and whether the list it counts from is empty. */
function counted(count: StatCount, content: CountedContent): { total: number; none: boolean } {
  const skills = content.skillCategories.flatMap((category) => category.skills);
  const lists: Record<StatCount, readonly unknown[]> = {
    experience: content.experience,
    projects: content.projects,
    publications: content.publications,
    'publications under review': content.publications,
    certificates: content.certificates,
    skills,
  };
  const list = lists[count];
  const total =
    count === 'publications under review'
      ? countByStatus(content.publications, 'Under Review')
      : list.length;
  return { total, none: list.length === 0 };
}

/**
 * A row of stat tiles as the page shows it: stated values as written, counts made from content,
 * each with its suffix. A count of an empty list is left out rather than shown as 0 (so is an
 * empty value, by {@link presentStats}).
 */
export function statRow(
  row: readonly Stat[],
  content: CountedContent,
): Array<{ label: string; value: string | number }> {
  return row.flatMap(({ label, value, count, suffix = '' }) => {
    if (count === undefined) return [{ label, value: value ? `${value}${suffix}` : '' }];
    const { total, none } = counted(count, content);
    if (none) return [];
    return [{ label, value: suffix ? `${total}${suffix}` : total }];
  });
}
