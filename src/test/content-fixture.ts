// A small, valid content set that tests build and break for themselves, so what they expect does
// not depend on the owner's content in src/content.
import type { Content } from '../content/validate';

export function makeContent(): Content {
  return {
    profile: {
      name: 'Ada Example',
      firstName: 'Ada',
      greeting: 'Hello, I am',
      roles: ['Engineer', 'Writer'],
      tagline: 'Tagline.',
      description: 'Description.',
      about: ['One paragraph.'],
      interests: ['Chess'],
      contact: {
        email: 'ada@ada.test',
        phone: '+1 555 0100',
        location: 'Town',
        state: 'State',
        postalCode: '00001',
      },
      profiles: [
        { network: 'GitHub', url: 'https://github.com/ada', username: 'ada' },
        { network: 'Mastodon', url: 'https://social.test/@ada' },
      ],
      resume: '/cv.pdf',
      profileImage: 'images/ada.jpg',
      profileImageAlt: 'Ada smiling',
      siteUrl: 'https://ada.test/',
    },
    aboutCards: [1, 2].map((n) => ({
      id: `card-${n}`,
      icon: 'code',
      accent: 'blue',
      title: `Card ${n}`,
      primary: 'Primary',
      secondary: 'Secondary',
      tertiary: 'Tertiary',
      duration: '',
    })),
    skillCategories: ['Alpha', 'Beta'].map((category) => ({
      category,
      icon: 'code',
      accent: 'purple',
      skills: [
        { name: `${category} one`, level: 90, icon: 'code' },
        { name: `${category} two`, level: 40, icon: 'terminal' },
      ],
    })),
    experience: [1, 2].map((id) => ({
      id,
      title: `Role ${id}`,
      company: `Company ${id}`,
      location: 'Town',
      duration: '2024',
      type: 'Internship',
      description: 'Did things.',
    })),
    projects: [1, 2, 3].map((id) => ({
      id,
      title: `Project ${id}`,
      category: 'Web Development',
      icon: 'globe',
      featured: id === 1,
      description: 'Short.',
      fullDescription: 'Long.',
      tech: ['TypeScript'],
      features: ['Feature'],
      github: `https://github.com/ada/p${id}`,
      live: `https://p${id}.ada.test/`,
      status: 'Completed',
      year: '2025',
    })),
    publications: [1, 2].map((id) => ({
      id,
      title: `Paper ${id}`,
      authors: ['Ada Example', 'Co Author'],
      conference: 'Conf',
      journal: 'Journal',
      year: '2025',
      status: 'Published',
      category: 'Area',
      icon: 'book-open',
      abstract: 'Abstract.',
      keywords: ['One'],
      methodology: 'Method.',
      results: { accuracy: '90%' },
      doi: null,
      arxiv: null,
      github: `https://github.com/ada/paper${id}`,
      accent: 'green',
    })),
    categories: {
      projects: [
        { name: 'Web Development', accent: 'coral' },
        { name: 'Robotics', accent: 'cyan' },
      ],
      experience: ['Internship'],
      certificates: ['Course'],
      papers: ['Area'],
    },
    figures: { gpa: '3.9' },
    stats: {
      hero: [
        { label: 'GPA', value: '3.9', suffix: '/4' },
        { label: 'Years', value: '' },
        { label: 'Papers', count: 'publications' },
        { label: 'Skills', count: 'skills', suffix: '+' },
      ],
      experience: [{ label: 'Roles', count: 'experience' }],
      research: [
        { label: 'Under Review', count: 'publications under review' },
        { label: 'Co-authors', value: '4' },
      ],
      certificates: [
        { label: 'Certificates', count: 'certificates' },
        { label: 'Projects', count: 'projects' },
      ],
    },
    certificates: [1, 2, 3].map((id) => ({
      id,
      title: `Certificate ${id}`,
      issuer: 'Issuer',
      date: '2025',
      type: 'Course',
      description: 'Learned things.',
      icon: 'award',
    })),
  };
}

/**
 * For `vi.mock` of src/content: the real module with the fixture's content in place of the
 * owner's, and `overrides` on top, so a page test expects what it built itself.
 *
 *   vi.mock('../../content', async (importOriginal) =>
 *     (await import('../../test/content-fixture')).fixtureModule(importOriginal),
 *   );
 */
export async function fixtureModule(
  importOriginal: () => Promise<unknown>,
  overrides: Partial<Content> = {},
): Promise<object> {
  return { ...((await importOriginal()) as object), ...makeContent(), ...overrides };
}

/** The files the fixture names, as the content check sees them. */
export const FIXTURE_FILES = new Set(['public/cv.pdf', 'content/images/ada.jpg']);
