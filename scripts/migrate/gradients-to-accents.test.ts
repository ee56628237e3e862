import { describe, expect, it } from 'vitest';
import { ACCENT_NAMES, ACCENTS, accentGradient } from '../../src/config/palette';
import {
  categoriesModuleFor,
  DEFAULT_ACCENT,
  gradientsToAccents,
  nearestAccent,
} from './gradients-to-accents';

const OLD_SKILLS = `import type { SkillCategory } from './types';

const ocean = 'from-sky-500 to-blue-500';

export const skillCategories: SkillCategory[] = [
  {
    category: 'Languages',
    icon: 'code',
    bgGradient: 'from-blue-500 to-cyan-500',
    skills: [{ name: 'Python', level: 90, icon: 'code' }],
  },
  {
    category: 'Tools',
    icon: 'wrench',
    bgGradient: "from-teal-400 to-green-600",
    skills: [],
  },
  { category: 'Other', icon: 'code', bgGradient: ocean, skills: [] },
];
`;

describe('nearestAccent', () => {
  it("names each palette gradient by its own name, whatever the classes' order", () => {
    for (const name of ACCENT_NAMES) {
      expect(nearestAccent(accentGradient(name))).toEqual({ name, exact: true });
      const reversed = accentGradient(name).split(' ').reverse().join('  ');
      expect(nearestAccent(reversed)).toEqual({ name, exact: true });
    }
  });

  it('gives other colours the accent nearest in hue', () => {
    expect(nearestAccent('from-blue-600 to-cyan-400')).toEqual({
      name: nearestAccent(ACCENTS.blue.gradient)?.name,
      exact: false,
    });
    expect(nearestAccent('bg-red-500')?.name).toBe(nearestAccent('from-red-500 to-red-500')?.name);
  });

  it('places no string without a coloured stop', () => {
    expect(nearestAccent('from-slate-500 to-gray-700')).toBeNull();
    expect(nearestAccent('')).toBeNull();
  });
});

describe('gradientsToAccents', () => {
  it('turns each class string into an accent name and says what it chose', () => {
    const { text, changes } = gradientsToAccents(OLD_SKILLS);
    const green = nearestAccent('from-teal-400 to-green-600')!.name;
    expect(text).toContain("    icon: 'code',\n    accent: 'blue',\n    skills: [{ name");
    expect(text).toContain(`    accent: '${green}',\n`);
    expect(text).toContain(
      `{ category: 'Other', icon: 'code', accent: '${DEFAULT_ACCENT}', skills`,
    );
    expect(text).not.toMatch(/bgGradient/);
    // The rest of the file is the owner's, as written.
    expect(text.startsWith(OLD_SKILLS.slice(0, OLD_SKILLS.indexOf('export')))).toBe(true);
    expect(changes).toEqual([
      "bgGradient of Languages: 'from-blue-500 to-cyan-500' → accent 'blue'",
      `bgGradient of Tools: "from-teal-400 to-green-600" is not in the palette → accent '${green}', the nearest (see src/config/palette.ts)`,
      `bgGradient of Other: ocean names no colour this can place → accent '${DEFAULT_ACCENT}'; choose one in src/config/palette.ts`,
    ]);
  });

  it('rewrites the gradient of About cards and papers too', () => {
    const old = `export const aboutCards = [
  { id: 'education', icon: 'graduation-cap', gradient: 'from-purple-500 to-pink-500', title: 'Education' },
];
`;
    const { text } = gradientsToAccents(old, 'about.ts');
    expect(text).toContain("icon: 'graduation-cap', accent: 'purple', title");
  });

  it("leaves the modules that never had a class string alone, like a section's own", () => {
    expect(gradientsToAccents(OLD_SKILLS, 'talks.ts')).toEqual({ text: OLD_SKILLS, changes: [] });
  });

  it('keeps an accent the owner already set', () => {
    const half = `export const x = [{ accent: 'red', gradient: 'from-blue-500 to-cyan-500' }];\n`;
    expect(gradientsToAccents(half)).toEqual({ text: half, changes: [] });
  });

  it('changes nothing the second time', () => {
    const once = gradientsToAccents(OLD_SKILLS).text;
    expect(gradientsToAccents(once)).toEqual({ text: once, changes: [] });
  });
});

describe('categoriesModuleFor', () => {
  const projects = `export const projects = [
  { id: 1, title: 'A', category: 'Web Development' },
  { id: 2, title: 'B', category: 'Machine Learning' },
  { id: 3, title: 'C', category: 'Web Development' },
];
`;
  const experience = `export const experience = [
  { id: 1, type: 'Internship' },
  { id: 2, type: '' },
  { id: 3, type: KIND },
];
`;

  it('declares what the content uses, project categories in their old order and colours', () => {
    const { text, changes } = categoriesModuleFor({
      'projects.ts': projects,
      'experience.ts': experience,
      'publications.ts': `export const publications = [{ category: "Graphs" }];\n`,
    });
    expect(text).toContain(`export const categories: Categories = {
  projects: [
    { name: 'Machine Learning', accent: 'blue' },
    { name: 'Web Development', accent: 'coral' },
  ],
  experience: [
    'Internship',
  ],
  certificates: [],
  papers: [
    'Graphs',
  ],
};
`);
    expect(changes).toEqual([
      "projects: 'Machine Learning' (blue), 'Web Development' (coral)",
      "experience: 'Internship'",
      'certificates: none',
      "papers: 'Graphs'",
      'experience.ts: type KIND is not plain text: add its value to experience',
    ]);
  });

  it('gives a category the page never had the next accent in turn', () => {
    const own = projects.replace("'Machine Learning'", "'Robotics'");
    const { text } = categoriesModuleFor({ 'projects.ts': own });
    expect(text).toContain(
      `    { name: 'Web Development', accent: 'coral' },\n    { name: 'Robotics', accent: '${ACCENT_NAMES[1]}' },`,
    );
  });
});
