import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EXPERT_LEVEL, SKILLS_COLLAPSED_COUNT } from '../../config/site';
import { skillCategories } from '../../content';
import Skills from './skills.section';
import { formatPercent, t } from '../../words';

// The test's own categories (src/test/content-fixture.ts), two more than are shown collapsed, so
// the toggle has something to show whatever the owner's content is.
vi.mock('../../content', async (importOriginal) => {
  const { fixtureModule, makeContent } = await import('../../test/content-fixture');
  const { SKILLS_COLLAPSED_COUNT: shown } = await import('../../config/site');
  const [template] = makeContent().skillCategories;
  const skillCategories = Array.from({ length: shown + 2 }, (_, index) => ({
    ...template!,
    category: `Category ${index + 1}`,
    skills: template!.skills.map((skill, n) => ({
      ...skill,
      name: `Skill ${index + 1}.${n + 1}`,
      level: (index * 17 + n * 41) % 101,
    })),
  }));
  return fixtureModule(importOriginal, { skillCategories });
});

const allSkills = skillCategories.flatMap((c) => c.skills);
const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

function cards() {
  return within(screen.getByRole('list', { name: t('skills.list') })).queryAllByRole('article');
}

function tile(label: string) {
  const list = screen.getByRole('list', { name: t('skills.summary') });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(label));
  if (!item) throw new Error(`no summary tile labelled ${label}`);
  return within(item).getByRole('definition').textContent;
}

describe('Skills', () => {
  it('shows the first categories collapsed, all when expanded, and the first again when collapsed', async () => {
    const user = userEvent.setup();
    render(<Skills />);
    const expandLabel = t('skills.viewAll', { count: skillCategories.length });
    const button = screen.getByRole('button', { name: expandLabel });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'skills-categories');
    expect(cards()).toHaveLength(SKILLS_COLLAPSED_COUNT);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
      skillCategories.slice(0, SKILLS_COLLAPSED_COUNT).map((c) => c.category),
    );

    await user.click(button);
    expect(button).toHaveAccessibleName(t('skills.showLess'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(cards()).toHaveLength(skillCategories.length);

    await user.click(button);
    expect(button).toHaveAccessibleName(expandLabel);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(cards()).toHaveLength(SKILLS_COLLAPSED_COUNT);
  });

  it('keeps collapsed categories in the markup, hidden and marked for print', () => {
    const { container } = render(<Skills />);
    const hidden = container.querySelectorAll('#skills-categories > li[hidden]');
    expect(hidden).toHaveLength(skillCategories.length - SKILLS_COLLAPSED_COUNT);
    hidden.forEach((li) => expect(li).toHaveClass('print-reveal'));
    expect(
      container.querySelectorAll('#skills-categories > li:not([hidden]).print-reveal'),
    ).toHaveLength(0);
  });

  it('shows each skill as a progress value and each category with its count and average', () => {
    render(<Skills />);
    const first = skillCategories[0]!;
    const card = screen.getByRole('article', { name: first.category });
    for (const skill of first.skills) {
      const bar = within(card).getByRole('progressbar', { name: skill.name });
      expect(bar).toHaveAttribute('aria-valuenow', String(skill.level));
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
    }
    const figures = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual([
      String(first.skills.length),
      formatPercent(mean(first.skills.map((s) => s.level))),
    ]);
  });

  it('summarises every category, including collapsed ones', () => {
    render(<Skills />);
    const levels = allSkills.map((s) => s.level);
    expect(tile(t('skills.summary.total'))).toBe(String(allSkills.length));
    expect(tile(t('skills.summary.categories'))).toBe(String(skillCategories.length));
    expect(tile(t('skills.summary.average'))).toBe(formatPercent(mean(levels)));
    expect(tile(t('skills.summary.expert'))).toBe(
      String(levels.filter((l) => l >= EXPERT_LEVEL).length),
    );
  });
});
