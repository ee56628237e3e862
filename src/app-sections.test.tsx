// A section's component is found by its file: a new folder under src/sections with a
// <id>.section.tsx or <id>.static.tsx is all app-sections.tsx needs.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageSectionIds, sectionComponents } from './app-sections';

const Talks = () => (
  <section id="talks">
    <h2>Talks</h2>
  </section>
);
const Awards = () => (
  <section id="awards">
    <h2>Awards</h2>
  </section>
);
const HYDRATED = {
  './sections/talks/talks.section.tsx': { default: Talks, hydrate: 'near' as const },
};
const PRERENDERED = { './sections/awards/awards.static.tsx': Awards };

describe('sectionComponents', () => {
  it('renders a .section.tsx inside an island that wakes as the file says, found by its folder', () => {
    const { talks } = sectionComponents(['talks'], HYDRATED, PRERENDERED);
    const { container } = render(talks());
    expect(screen.getByRole('heading', { name: 'Talks' })).toBeInTheDocument();
    const island = container.querySelector('[data-root="talks"]');
    expect(island).toHaveAttribute('data-hydrate', 'near');
    expect(island?.querySelector('h2')).toHaveTextContent('Talks');
  });

  it('renders a .static.tsx inside a static island, never woken', () => {
    const built = sectionComponents(['awards'], HYDRATED, PRERENDERED);
    const { container } = render(built.awards());
    expect(container.querySelector('[data-island="awards"] h2')).toHaveTextContent('Awards');
    expect(container.querySelector('[data-root]')).toBeNull();
  });

  it('names the file to add when a registry entry has no component', () => {
    const { talks } = sectionComponents(['talks'], {}, {});
    // React logs the error it rethrows; that is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(talks())).toThrow(
      'The section "talks" in src/config/sections.ts has no component: add src/sections/talks/talks.section.tsx (or talks.static.tsx) with a default export.',
    );
  });

  it('refuses a folder with two section files', () => {
    const two = {
      ...HYDRATED,
      './sections/talks/more.section.tsx': HYDRATED['./sections/talks/talks.section.tsx'],
    };
    expect(() => sectionComponents(['talks'], two, {})).toThrow(
      'src/sections/talks/ has more than one section file',
    );
  });
});

describe('pageSectionIds', () => {
  it('takes a registry with the hero, and names the hero when it is gone', () => {
    expect(pageSectionIds(['hero', 'contact'])).toEqual(['hero', 'contact']);
    expect(() => pageSectionIds(['about', 'contact'])).toThrow(
      /src\/config\/sections\.ts has no 'hero' entry: .*your name/,
    );
  });
});
