import { ACCENT_NAMES, type AccentName } from '../config/palette.ts';
import type { Project, ProjectCategory } from '../content/types';

export const ALL_PROJECTS = 'All';
/** All, or a project category's name. */
export type ProjectFilter = string;

/**
 * The filter buttons in order: All, then every declared category that has a project, in the
 * order categories.ts gives them (a button that could only ever show "0 of 0" is left out).
 */
export function projectFilters(
  categories: readonly ProjectCategory[],
  projects: readonly Project[],
): readonly ProjectFilter[] {
  const used = new Set(projects.map((p) => p.category));
  return [ALL_PROJECTS, ...categories.map((c) => c.name).filter((name) => used.has(name))];
}

/** The accent of a project's category; the palette's first for one not declared. */
export function categoryAccent(
  categories: readonly ProjectCategory[],
  category: string,
): AccentName {
  return categories.find((c) => c.name === category)?.accent ?? ACCENT_NAMES[0];
}

export function filterProjects(
  projects: readonly Project[],
  filter: ProjectFilter,
): readonly Project[] {
  return filter === ALL_PROJECTS ? projects : projects.filter((p) => p.category === filter);
}

/**
 * Featured projects only unless `showAll`. A list with no featured project shows everything, so a
 * filter never opens on an empty grid.
 */
export function visibleProjects(
  filtered: readonly Project[],
  showAll: boolean,
): readonly Project[] {
  if (showAll) return filtered;
  const featured = filtered.filter((p) => p.featured);
  return featured.length > 0 ? featured : filtered;
}

export interface ProjectView {
  /** The projects shown, in content order. */
  visible: readonly Project[];
  /** How many projects the filter matches. */
  total: number;
  /** Whether the View All / Show Less toggle is offered: the filter has more than its featured view. */
  canToggle: boolean;
}

export function projectView(
  projects: readonly Project[],
  filter: ProjectFilter,
  showAll: boolean,
): ProjectView {
  const filtered = filterProjects(projects, filter);
  const visible = visibleProjects(filtered, showAll);
  return {
    visible,
    total: filtered.length,
    canToggle: visibleProjects(filtered, false).length < filtered.length,
  };
}
