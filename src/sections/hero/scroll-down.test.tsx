// An owner who wrote no About and no skills: Scroll Down leads to the first section that is on
// the page, not to one that was left out.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AFTER_HERO, SECTION_IDS } from '../../config/navigation';
import Hero from './hero.section';
import { t } from '../../words';

vi.mock('../../content', async (importOriginal) => {
  const { fixtureModule, makeContent } = await import('../../test/content-fixture');
  const { profile } = makeContent();
  return fixtureModule(importOriginal, {
    profile: { ...profile, about: [], interests: [] },
    aboutCards: [],
    skillCategories: [],
  });
});

describe('Scroll Down', () => {
  it('leads to the first section below the hero that is on the page', () => {
    expect(SECTION_IDS).not.toContain('about');
    expect(SECTION_IDS).not.toContain('skills');
    expect(AFTER_HERO).toBe(SECTION_IDS[1]);
    render(<Hero />);
    expect(screen.getByRole('link', { name: t('hero.scrollDown') })).toHaveAttribute(
      'href',
      `#${SECTION_IDS[1]}`,
    );
  });
});
