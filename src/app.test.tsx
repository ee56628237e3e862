// An owner with no projects, no papers, no certificates and no experience: those sections, their
// nav items, their footer links and every figure that counts them are left out, not shown empty
// or as 0, and the hero's call to look at projects with them.
// The rest of the content is the test's own (src/test/content-fixture.ts).
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { BUTTON_PRIMARY } from './components/button-styles';
import { installDialogPolyfill } from './components/dialog-test-polyfill';
import { SECTION_IDS } from './config/navigation';
import { SECTIONS } from './config/sections';
import { t } from './words';

vi.mock('./content', async (importOriginal) =>
  (await import('./test/content-fixture')).fixtureModule(importOriginal, {
    experience: [],
    projects: [],
    publications: [],
    certificates: [],
  }),
);

const EMPTIED = ['experience', 'projects', 'research', 'certificates'];

beforeAll(() => {
  installDialogPolyfill();
});

describe('the page with empty lists', () => {
  it('leaves out the empty sections and keeps the rest in order', () => {
    const { container } = render(<App />);
    const sections = [
      ...container.querySelectorAll(
        'main > section, main [data-island] > section, main [data-root] > section',
      ),
    ];
    const ids = sections.map((s) => s.id);
    // Every section the registry keeps (one the build counts, notes, may be empty too), in order.
    expect(ids).toEqual(SECTION_IDS);
    for (const id of EMPTIED) expect(ids).not.toContain(id);
  });

  it('leaves their links out of the bar, the menu and the footer', () => {
    render(<App />);
    for (const { label } of SECTIONS.filter((entry) => EMPTIED.includes(entry.id))) {
      expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: t('nav.skills') }).length).toBeGreaterThan(0);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: t('nav.research') })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: t('nav.skills') })).toBeInTheDocument();
  });

  it("offers the résumé as the hero's one call to action, with nothing to view projects", () => {
    render(<App />);
    const hero = document.getElementById('hero') as HTMLElement;
    expect(within(hero).queryByRole('link', { name: t('hero.viewProjects') })).toBeNull();
    const cv = within(hero).getByRole('link', { name: t('hero.downloadCv') });
    expect(cv).toHaveAttribute('download');
    // It takes the filled look the first call to action has, not the outlined second one.
    expect(cv.className).toBe(BUTTON_PRIMARY);
  });

  it('shows no figure counting them', () => {
    render(<App />);
    const hero = document.getElementById('hero') as HTMLElement;
    const labels = within(hero)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).not.toContain('Internships');
    expect(labels).not.toContain(t('nav.certificates'));
  });
});
