// An owner with no papers, no certificates and no experience: those sections, their nav items,
// their footer links and every figure that counts them are left out, not shown empty or as 0.
// The rest of the content is the test's own (src/test/content-fixture.ts).
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { installDialogPolyfill } from './components/dialog-test-polyfill';
import { SECTION_IDS } from './config/navigation';
import { SECTIONS } from './config/sections';
import { t } from './words';

vi.mock('./content', async (importOriginal) =>
  (await import('./test/content-fixture')).fixtureModule(importOriginal, {
    experience: [],
    publications: [],
    certificates: [],
  }),
);

const EMPTIED = ['experience', 'research', 'certificates'];

beforeAll(() => {
  installDialogPolyfill();
  Element.prototype.scrollIntoView = () => {};
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
    expect(screen.getAllByRole('link', { name: t('nav.projects') }).length).toBeGreaterThan(0);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: t('nav.research') })).not.toBeInTheDocument();
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
