import type { Publication, Skill, SkillCategory } from '../content/types';

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
