// A section's component is found by its file: a new folder under src/sections with a
// <id>.section.tsx or <id>.static.tsx is all app-sections.tsx needs.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sectionComponents } from './app-sections';

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
const HYDRATED = { './sections/talks/talks.section.tsx': Talks };
const PRERENDERED = { './sections/awards/awards.static.tsx': Awards };

describe('sectionComponents', () => {
  it('renders a .section.tsx as it is, found by its folder', () => {
    const { talks } = sectionComponents(['talks'], HYDRATED, PRERENDERED, true);
    render(talks());
    expect(screen.getByRole('heading', { name: 'Talks' })).toBeInTheDocument();
  });

  it('prerenders a .static.tsx inside an island, and leaves the island empty in the client', () => {
    const built = sectionComponents(['awards'], HYDRATED, PRERENDERED, true);
    const { container } = render(built.awards());
    expect(container.querySelector('[data-island="awards"] h2')).toHaveTextContent('Awards');

    const client = sectionComponents(['awards'], HYDRATED, {}, false);
    const again = render(client.awards());
    expect(again.container.querySelector('[data-island="awards"]')).toBeEmptyDOMElement();
  });

  it('names the file to add when a registry entry has no component', () => {
    const { talks } = sectionComponents(['talks'], {}, {}, true);
    // React logs the error it rethrows; that is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(talks())).toThrow(
      'The section "talks" in src/config/sections.ts has no component: add src/sections/talks/talks.section.tsx (or talks.static.tsx) with a default export.',
    );
  });

  it('refuses a folder with two section files', () => {
    const two = { ...HYDRATED, './sections/talks/more.section.tsx': Talks };
    expect(() => sectionComponents(['talks'], two, {}, true)).toThrow(
      'src/sections/talks/ has more than one section file',
    );
  });
});
