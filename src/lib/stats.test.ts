import { describe, expect, it } from 'vitest';
import type { Publication, Skill, SkillCategory } from '../content/types';
import {
  average,
  categoryStats,
  countByStatus,
  isShownCollapsed,
  presentStats,
  skillSummary,
  statRow,
  toPercent,
} from './stats';

function skill(level: number, name = `Skill ${level}`): Skill {
  return { name, level, icon: 'code' };
}

function category(name: string, levels: number[]): SkillCategory {
  return {
    category: name,
    icon: 'code',
    accent: 'blue',
    skills: levels.map((level) => skill(level)),
  };
}

describe('presentStats', () => {
  it('leaves out a figure the owner left empty, and keeps a zero count', () => {
    const stats = [
      { label: 'CGPA', value: '' },
      { label: 'Projects', value: ' ' },
      { label: 'Papers', value: 0 },
      { label: 'Years', value: '11' },
    ];
    expect(presentStats(stats).map((s) => s.label)).toEqual(['Papers', 'Years']);
  });
});

describe('average', () => {
  it('is 0 for no values rather than NaN', () => {
    expect(average([])).toBe(0);
  });

  it('rounds the mean to a whole number', () => {
    expect(average([80, 81])).toBe(81);
    expect(average([80, 80, 81])).toBe(80);
    expect(average([92])).toBe(92);
  });
});

describe('categoryStats', () => {
  it('counts the skills and averages their levels', () => {
    expect(categoryStats([skill(92), skill(84), skill(78), skill(72)])).toEqual({
      count: 4,
      average: 82,
    });
  });

  it('is zero for an empty category', () => {
    expect(categoryStats([])).toEqual({ count: 0, average: 0 });
  });
});

describe('skillSummary', () => {
  it('totals skills and categories and averages every skill, not every category', () => {
    const summary = skillSummary([category('A', [100]), category('B', [70, 70, 70])], 85);
    expect(summary.totalSkills).toBe(4);
    expect(summary.categories).toBe(2);
    // Per-skill mean (77.5 → 78), not the mean of category means (85).
    expect(summary.averageLevel).toBe(78);
  });

  it('counts a skill at exactly the expert level as expert, and one point below as not', () => {
    const summary = skillSummary([category('A', [84, 85, 86]), category('B', [100, 0])], 85);
    expect(summary.expertCount).toBe(3);
  });

  it('is all zeros for no categories and for categories without skills', () => {
    const zero = { totalSkills: 0, categories: 0, averageLevel: 0, expertCount: 0 };
    expect(skillSummary([], 85)).toEqual(zero);
    expect(skillSummary([category('Empty', [])], 85)).toEqual({ ...zero, categories: 1 });
  });
});

describe('toPercent', () => {
  it('keeps levels within 0 to 100 as whole numbers', () => {
    expect(toPercent(85)).toBe(85);
    expect(toPercent(84.6)).toBe(85);
    expect(toPercent(120)).toBe(100);
    expect(toPercent(-5)).toBe(0);
    expect(toPercent(Number.NaN)).toBe(0);
  });
});

describe('isShownCollapsed', () => {
  it('shows only the first items while collapsed and all of them when expanded', () => {
    const shown = (expanded: boolean) =>
      Array.from({ length: 6 }, (_, index) => isShownCollapsed(index, expanded, 4));
    expect(shown(false)).toEqual([true, true, true, true, false, false]);
    expect(shown(true)).toEqual([true, true, true, true, true, true]);
  });
});

describe('countByStatus', () => {
  it('counts papers with the given status', () => {
    const paper = (status: Publication['status']) => ({ status }) as Publication;
    const papers = [paper('Under Review'), paper('Published'), paper('Under Review')];
    expect(countByStatus(papers, 'Under Review')).toBe(2);
    expect(countByStatus(papers, 'Accepted')).toBe(0);
    expect(countByStatus([], 'Published')).toBe(0);
  });
});

describe('statRow', () => {
  const skill = (level: number) => ({ name: `S${level}`, level, icon: 'code' as const });
  const lists = {
    experience: [{}, {}] as never[],
    projects: [] as never[],
    publications: [{ status: 'Under Review' }, { status: 'Published' }] as never[],
    certificates: [{}] as never[],
    skillCategories: [{ skills: [skill(90), skill(50)] }, { skills: [skill(70)] }] as never[],
  };

  it('shows stated values as written and counts made from content, each with its suffix', () => {
    expect(
      statRow(
        [
          { label: 'GPA', value: '3.9', suffix: '/4' },
          { label: 'Roles', count: 'experience' },
          { label: 'Papers', count: 'publications' },
          { label: 'Under Review', count: 'publications under review' },
          { label: 'Skills', count: 'skills', suffix: '+' },
          { label: 'Certificates', count: 'certificates' },
        ],
        lists,
      ),
    ).toEqual([
      { label: 'GPA', value: '3.9/4' },
      { label: 'Roles', value: 2 },
      { label: 'Papers', value: 2 },
      { label: 'Under Review', value: 1 },
      { label: 'Skills', value: '3+' },
      { label: 'Certificates', value: 1 },
    ]);
  });

  it('leaves out a count of an empty list, and gives an empty value no suffix', () => {
    expect(
      statRow(
        [
          { label: 'Projects', count: 'projects', suffix: '+' },
          { label: 'Hours', value: '', suffix: ' h' },
        ],
        lists,
      ),
    ).toEqual([{ label: 'Hours', value: '' }]);
  });
});
