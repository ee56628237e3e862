// The page follows the content: with one more project, skill category, internship, certificate
// and paper, every count, total, toggle and '+N' changes with no other edit.
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../components/dialog-test-polyfill';
import { SKILLS_COLLAPSED_COUNT } from '../config/site';
import Certificates from '../sections/certificates/certificates.static';
import Experience from '../sections/experience/experience.static';
import Hero from '../sections/hero/hero.section';
import Projects from '../sections/projects/projects.section';
import Research from '../sections/research/research.section';
import Skills from '../sections/skills/skills.section';
import * as content from '.';
import type {
  Categories,
  Certificate,
  ExperienceEntry,
  Project,
  Publication,
  SkillCategory,
  Stats,
} from './types';
import { validateContent } from './validate';
import { t } from '../words';

// Each list gains one entry, copied from the test's own content (an owner's list may be empty)
// with an id after the owner's last. An owner with no projects first gets a featured one.
const { nextId, fixture, projectsBefore } = vi.hoisted(() => {
  const nextId = (items: readonly { id: number }[]) => Math.max(0, ...items.map((i) => i.id)) + 1;
  const fixture = async () => (await import('../test/content-fixture')).makeContent();
  return {
    nextId,
    fixture,
    /** The owner's projects; for an owner with none, one featured project of the test's own. */
    projectsBefore: async (own: Project[]): Promise<Project[]> =>
      own.length > 0 ? own : [{ ...(await fixture()).projects[0]!, id: 1, featured: true }],
  };
});

// The categories and types of the entries added below, declared beside the owner's own.
vi.mock('@content/categories', async (importOriginal) => {
  const { categories } = await importOriginal<{ categories: Categories }>();
  const extra = (await fixture()).categories;
  const more = <T,>(own: T[], added: T[], name: (item: T) => unknown = (item) => item) => [
    ...own,
    ...added.filter((item) => !own.some((known) => name(known) === name(item))),
  ];
  return {
    categories: {
      projects: more(categories.projects, extra.projects, (category) => category.name),
      experience: more(categories.experience, extra.experience),
      certificates: more(categories.certificates, extra.certificates),
      papers: more(categories.papers, extra.papers),
    },
  };
});

vi.mock('@content/projects', async (importOriginal) => {
  const projects = await projectsBefore((await importOriginal<{ projects: Project[] }>()).projects);
  const extra = {
    ...(await fixture()).projects[0],
    id: nextId(projects),
    title: 'Variant Portfolio Builder',
    featured: false,
  } as const;
  return { projects: [...projects, extra] };
});

vi.mock('@content/skills', async (importOriginal) => {
  const { skillCategories } = await importOriginal<{ skillCategories: SkillCategory[] }>();
  const extra = {
    category: 'Mobile Development',
    icon: 'monitor',
    accent: 'cyan',
    skills: [
      { name: 'Kotlin', level: 90, icon: 'code' },
      { name: 'Swift', level: 60, icon: 'code' },
      { name: 'Flutter', level: 30, icon: 'layers' },
    ],
  } as const;
  return { skillCategories: [...skillCategories, extra] };
});

// Count tiles of its own in every row, whatever rows the owner chose.
vi.mock('@content/stats', async (importOriginal) => {
  const { stats } = await importOriginal<{ stats: Stats }>();
  const roles = { label: 'Variant Roles', count: 'experience' } as const;
  const certificates = {
    label: 'Variant Certificates',
    count: 'certificates',
    suffix: '+',
  } as const;
  return {
    stats: {
      ...stats,
      hero: [...stats.hero, roles, certificates],
      experience: [...stats.experience, roles],
      research: [
        ...stats.research,
        { label: 'Variant Publications', count: 'publications' },
        { label: 'Variant Under Review', count: 'publications under review' },
      ],
      certificates: [
        ...stats.certificates,
        { label: 'Variant Certifications', count: 'certificates' },
      ],
    },
  };
});

vi.mock('@content/experience', async (importOriginal) => {
  const { experience } = await importOriginal<{ experience: ExperienceEntry[] }>();
  const extra = {
    ...(await fixture()).experience[0],
    id: nextId(experience),
    title: 'Variant Intern',
  };
  return { experience: [...experience, extra] };
});

vi.mock('@content/certificates', async (importOriginal) => {
  const { certificates } = await importOriginal<{ certificates: Certificate[] }>();
  return {
    certificates: [
      ...certificates,
      {
        ...(await fixture()).certificates[0],
        id: nextId(certificates),
        title: 'Variant Certificate',
      },
    ],
  };
});

vi.mock('@content/publications', async (importOriginal) => {
  const { publications } = await importOriginal<{ publications: Publication[] }>();
  const extra = {
    ...(await fixture()).publications[0],
    id: nextId(publications),
    title: 'Variant Paper',
    status: 'Under Review',
  };
  return { publications: [...publications, extra] };
});

const shipped = {
  projects: await projectsBefore(
    (await vi.importActual<{ projects: Project[] }>('@content/projects')).projects,
  ),
  ...(await vi.importActual<{ skillCategories: SkillCategory[] }>('@content/skills')),
  ...(await vi.importActual<{ experience: ExperienceEntry[] }>('@content/experience')),
  ...(await vi.importActual<{ certificates: Certificate[] }>('@content/certificates')),
  ...(await vi.importActual<{ publications: Publication[] }>('@content/publications')),
};

beforeAll(() => {
  installDialogPolyfill();
  Element.prototype.scrollIntoView = () => {};
});

/** The figure of the stat tile labelled `label` inside `container`. */
function stat(label: string, container: HTMLElement = document.body): string | null {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.closest('dl')?.querySelector('dd')?.textContent ?? null;
}

const allShippedSkills = shipped.skillCategories.flatMap((c) => c.skills);

describe('the page follows the content', () => {
  it('starts from varied content that passes the content check', () => {
    expect(content.projects).toHaveLength(shipped.projects.length + 1);
    expect(validateContent(content, () => true)).toEqual([]);
  });

  it('counts the extra internship and certificate in the hero, about and experience', () => {
    const internships = String(shipped.experience.length + 1);
    const { container: hero } = render(<Hero />);
    expect(stat('Variant Roles', hero)).toBe(internships);
    expect(stat('Variant Certificates', hero)).toBe(`${shipped.certificates.length + 1}+`);

    const { container: experience } = render(<Experience />);
    expect(stat('Variant Roles', experience)).toBe(internships);
    expect(within(experience).getByText('Variant Intern')).toBeInTheDocument();
  });

  it('counts the extra skill category in the toggle and adds its skills to the summary', () => {
    render(<Skills />);
    const total = shipped.skillCategories.length + 1;
    // The toggle is there only when some categories are folded away.
    const toggle = screen.queryByRole('button', { name: t('skills.viewAll', { count: total }) });
    if (total > SKILLS_COLLAPSED_COUNT) expect(toggle).toBeInTheDocument();
    else expect(toggle).toBeNull();
    expect(stat(t('skills.summary.categories'))).toBe(String(shipped.skillCategories.length + 1));
    expect(stat(t('skills.summary.total'))).toBe(String(allShippedSkills.length + 3));
    const expert = allShippedSkills.filter((s) => s.level >= 85).length + 1;
    expect(stat(t('skills.summary.expert'))).toBe(String(expert));
    const levels = [...allShippedSkills.map((s) => s.level), 90, 60, 30];
    const average = Math.round(levels.reduce((a, b) => a + b, 0) / levels.length);
    expect(stat(t('skills.summary.average'))).toBe(`${average}%`);
  });

  it('counts the extra project in the counter and the toggle', () => {
    render(<Projects />);
    const featured = shipped.projects.filter((p) => p.featured).length;
    const total = shipped.projects.length + 1;
    expect(document.querySelector('#projects p[aria-live]')?.textContent).toBe(
      t('projects.showing', { shown: featured, total: total, count: total }),
    );
    expect(
      screen.getByRole('button', { name: t('projects.viewAll', { count: total }) }),
    ).toBeInTheDocument();
  });

  it('counts the extra certificate and paper in their sections', () => {
    const { container: certs } = render(<Certificates />);
    expect(stat('Variant Certifications', certs)).toBe(String(shipped.certificates.length + 1));

    const { container: research } = render(<Research />);
    expect(stat('Variant Publications', research)).toBe(String(shipped.publications.length + 1));
    const underReview = shipped.publications.filter((p) => p.status === 'Under Review').length;
    expect(stat('Variant Under Review', research)).toBe(String(underReview + 1));
  });
});
