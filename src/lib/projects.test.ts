import { describe, expect, it } from 'vitest';
import type { Project, ProjectCategory } from '../content/types';
import { makeContent } from '../test/content-fixture';
import {
  ALL_PROJECTS,
  categoryAccent,
  filterProjects,
  projectFilters,
  projectView,
  visibleProjects,
} from './projects';

const base = makeContent().projects[0];
// The test's own categories, in an order unlike any alphabet; Deep Learning has no project.
const categories: ProjectCategory[] = [
  { name: 'Web Development', accent: 'coral' },
  { name: 'Deep Learning', accent: 'purple' },
  { name: 'Computer Vision', accent: 'emerald' },
  { name: 'Machine Learning', accent: 'blue' },
];
const make = (id: number, category: Project['category'], featured: boolean): Project => ({
  ...base,
  id,
  category,
  featured,
});

// Ten projects, four featured, over three categories (none in Deep Learning).
const projects = [
  make(1, 'Computer Vision', true),
  make(2, 'Machine Learning', true),
  make(3, 'Web Development', true),
  make(4, 'Machine Learning', true),
  make(5, 'Machine Learning', false),
  make(6, 'Web Development', false),
  make(7, 'Computer Vision', false),
  make(8, 'Machine Learning', false),
  make(9, 'Web Development', false),
  make(10, 'Computer Vision', false),
];

describe('projectFilters', () => {
  it('offers All, then the declared categories that have a project, in their declared order', () => {
    expect(projectFilters(categories, projects)).toEqual([
      ALL_PROJECTS,
      'Web Development',
      'Computer Vision',
      'Machine Learning',
    ]);
  });

  it('follows whatever categories are declared, and offers none that is not', () => {
    const own: ProjectCategory[] = [
      { name: 'Machine Learning', accent: 'red' },
      { name: 'Robotics', accent: 'sky' },
    ];
    const list = [make(1, 'Robotics', true), make(2, 'Machine Learning', false)];
    expect(projectFilters(own, [...list, make(3, 'Web Development', false)])).toEqual([
      ALL_PROJECTS,
      'Machine Learning',
      'Robotics',
    ]);
  });
});

describe('categoryAccent', () => {
  it("is the declared category's accent", () => {
    for (const { name, accent } of categories)
      expect(categoryAccent(categories, name)).toBe(accent);
  });
});

describe('filterProjects', () => {
  it('keeps every project for All', () => {
    expect(filterProjects(projects, 'All')).toHaveLength(projects.length);
  });

  it('keeps only the chosen category', () => {
    for (const filter of projectFilters(categories, projects).slice(1)) {
      const result = filterProjects(projects, filter);
      expect(result.length).toBeGreaterThan(0);
      expect(result.every((p) => p.category === filter)).toBe(true);
    }
  });
});

describe('visibleProjects', () => {
  const list = [make(1, 'Deep Learning', true), make(2, 'Deep Learning', false)];

  it('shows featured projects only until expanded', () => {
    expect(visibleProjects(list, false).map((p) => p.id)).toEqual([1]);
    expect(visibleProjects(list, true).map((p) => p.id)).toEqual([1, 2]);
  });

  it('shows everything when nothing in the list is featured', () => {
    const none = [make(3, 'Computer Vision', false), make(4, 'Computer Vision', false)];
    expect(visibleProjects(none, false)).toHaveLength(2);
  });
});

describe('projectView', () => {
  it('starts at All with the featured projects of all', () => {
    const view = projectView(projects, 'All', false);
    expect(view.visible.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(view.total).toBe(10);
    expect(view.canToggle).toBe(true);
  });

  it.each([
    ['Machine Learning', 2, 4],
    ['Computer Vision', 1, 3],
    ['Web Development', 1, 3],
  ] as const)('%s shows %i of %i, then all', (filter, featured, total) => {
    expect(projectView(projects, filter, false)).toMatchObject({ total, canToggle: true });
    expect(projectView(projects, filter, false).visible).toHaveLength(featured);
    expect(projectView(projects, filter, true).visible).toHaveLength(total);
  });

  it('offers no toggle when the featured view already shows everything', () => {
    const list = [make(1, 'Deep Learning', true), make(2, 'Machine Learning', false)];
    expect(projectView(list, 'Deep Learning', false).canToggle).toBe(false);
    expect(projectView(list, 'Machine Learning', false).canToggle).toBe(false);
  });
});
