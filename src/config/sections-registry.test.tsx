// The registry is the one list a new section is added to: here a fixture adds "Talks" between
// Research and Certificates, in the bar and the footer, and the page, the bar, the mobile menu and
// the footer follow with no other change.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../app';
import { installDialogPolyfill } from '../components/dialog-test-polyfill';
import { SECTION_IDS } from './navigation';
import { SECTIONS, type SectionEntry } from './sections';
import type * as Registry from './sections';
import type * as Composition from '../app-sections';
import { t } from '../words';

// Hoisted, so the registry mock below can use it. The component is handed in as app-sections.tsx
// would find src/sections/talks/talks.section.tsx (src/app-sections.test.tsx checks that part).
const TALKS = vi.hoisted(() => ({ id: 'talks', label: 'Talks', inNav: true, inFooter: true }));

vi.mock('./sections', async (importOriginal) => {
  const real = await importOriginal<typeof Registry>();
  const at = real.SECTIONS.findIndex((entry) => entry.id === 'research') + 1;
  const talks: SectionEntry = TALKS;
  return { ...real, SECTIONS: [...real.SECTIONS.slice(0, at), talks, ...real.SECTIONS.slice(at)] };
});

vi.mock('../app-sections', async (importOriginal) => {
  const real = await importOriginal<typeof Composition>();
  const Talks = () => (
    <section id="talks" aria-labelledby="talks-title">
      <h2 id="talks-title">Talks</h2>
    </section>
  );
  return { PAGE_SECTIONS: { ...real.PAGE_SECTIONS, talks: Talks } };
});

// The owner's content may leave sections out (no papers: no Research); the test's own has them all.
vi.mock('../content', async (importOriginal) =>
  (await import('../test/content-fixture')).fixtureModule(importOriginal),
);

beforeAll(() => {
  installDialogPolyfill();
});

/** The labels of links named and addressed as a registry section, in document order. */
function sectionLinks(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link', { hidden: true })
    .filter((link) =>
      SECTIONS.some(
        (entry) => link.getAttribute('href') === `#${entry.id}` && link.textContent === entry.label,
      ),
    )
    .map((link) => link.textContent ?? '');
}

describe('a section added to the registry', () => {
  it('is on the page in the registry order', () => {
    const { container } = render(<App />);
    const ids = [
      ...container.querySelectorAll(
        'main > section, main [data-island] > section, main [data-root] > section',
      ),
    ].map((section) => section.id);
    expect(ids).toEqual(SECTION_IDS);
    expect(ids.indexOf(TALKS.id)).toBe(ids.indexOf('research') + 1);
  });

  it('is linked from the bar, the mobile menu and the footer, in order', async () => {
    render(<App />);
    const bar = SECTIONS.filter((entry) => entry.inNav && SECTION_IDS.includes(entry.id));
    const footer = SECTIONS.filter((entry) => entry.inFooter && SECTION_IDS.includes(entry.id));
    const main = screen.getByRole('navigation', { name: t('navbar.label') });
    const labels = bar.map((entry) => entry.label);
    // The bar's own list, the first in its landmark; the phone menu's follows.
    expect(sectionLinks(main.querySelector('ul') as HTMLElement)).toEqual(labels);
    expect(labels).toContain(TALKS.label);
    const menuButton = within(main).getByRole('button', { name: t('navbar.openMenu') });
    await userEvent.setup().click(menuButton);
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(sectionLinks(menu as HTMLElement)).toEqual(labels);
    expect(
      sectionLinks(screen.getByRole('navigation', { name: t('footer.quickLinks.label') })),
    ).toEqual(footer.map((entry) => entry.label));
    expect(footer.map((entry) => entry.id)).toContain(TALKS.id);
  });
});
