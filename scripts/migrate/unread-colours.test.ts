import { describe, expect, it } from 'vitest';
import { unreadColours } from './unread-colours';

const OLD = `export const skillCategories = [
  { category: 'Tools', icon: 'wrench', color: 'pink', bgGradient: 'from-lime-500 to-teal-500', skills: [] },
  {
    category: 'Maths',
    icon: 'brain',
    color: 'blue',
    skills: [],
  },
];
export const aboutCards = [
  {
    id: 'education',
    iconColor: 'green',
    gradient: 'from-green-500 to-emerald-500',
    title: 'Education',
  },
];
`;

describe('unreadColours', () => {
  it('drops the colours the page never read, keeping the gradients it showed', () => {
    const { text, changes } = unreadColours(OLD, 'skills.ts');
    expect(text).toBe(`export const skillCategories = [
  { category: 'Tools', icon: 'wrench', bgGradient: 'from-lime-500 to-teal-500', skills: [] },
  {
    category: 'Maths',
    icon: 'brain',
    bgGradient: 'from-blue-500 to-cyan-500',
    skills: [],
  },
];
export const aboutCards = [
  {
    id: 'education',
    gradient: 'from-green-500 to-emerald-500',
    title: 'Education',
  },
];
`);
    expect(changes).toEqual([
      'skill category "Tools": color removed (the page never read it; bgGradient sets the colours)',
      "skill category \"Maths\": color 'blue' → bgGradient 'from-blue-500 to-cyan-500'",
      'about card "education": iconColor removed (the page never read it; gradient sets the colours)',
    ]);
    expect(unreadColours(text, 'skills.ts')).toEqual({ text, changes: [] });
  });
});
