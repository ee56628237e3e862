// A researcher's hero: no projects, but papers. Its first call to action leads to the papers.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/button-styles';
import Hero from './hero.section';
import { t } from '../../words';

vi.mock('../../content', async (importOriginal) =>
  (await import('../../test/content-fixture')).fixtureModule(importOriginal, { projects: [] }),
);

describe('Hero without projects', () => {
  it('leads to the research first, filled, with the résumé second', () => {
    render(<Hero />);
    expect(screen.queryByRole('link', { name: t('hero.viewProjects') })).toBeNull();
    const research = screen.getByRole('link', { name: t('hero.viewResearch') });
    expect(research).toHaveAttribute('href', '#research');
    expect(research.className).toBe(BUTTON_PRIMARY);
    const cv = screen.getByRole('link', { name: t('hero.downloadCv') });
    expect(cv.className).toBe(BUTTON_SECONDARY);
  });
});
