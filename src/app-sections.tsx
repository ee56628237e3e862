// Which component renders each section of the registry (src/config/sections.ts), found by file
// name, so a new section needs no line here: the default export of
//   src/sections/<id>/<name>.section.tsx   renders and hydrates the section (it has controls);
//   src/sections/<id>/<name>.static.tsx    is prerendered and never hydrated: nothing to interact
//                                          with, so its code and content stay out of the visitor's
//                                          JavaScript (the dev server renders it as usual).
import { StaticIsland } from './components/static-island';
import { SECTIONS } from './config/sections';

type SectionComponent = () => React.JSX.Element;

// Inlined: the production client build turns it into `false`, and the bundler then drops the
// static sections' imports below, so only the build's prerender and the dev server include them.
const RENDER_STATIC = import.meta.env.SSR || import.meta.env.DEV;

const HYDRATED = import.meta.glob<SectionComponent>('./sections/*/*.section.tsx', {
  eager: true,
  import: 'default',
});
const PRERENDERED = RENDER_STATIC
  ? import.meta.glob<SectionComponent>('./sections/*/*.static.tsx', {
      eager: true,
      import: 'default',
    })
  : {};

type Modules = Record<string, SectionComponent>;

/** The component in `modules` whose file sits in the section's folder. */
function inFolder(modules: Modules, id: string): SectionComponent | undefined {
  const found = Object.entries(modules).filter(([file]) => file.split('/')[2] === id);
  if (found.length > 1) {
    const files = found.map(([file]) => file).join(', ');
    throw new Error(`src/sections/${id}/ has more than one section file: ${files}`);
  }
  return found[0]?.[1];
}

/**
 * Each id's component from the section files found (keys like "./sections/<id>/<id>.section.tsx").
 * Without `renderStatic` (the production client) a section with no hydrated file is the markup
 * already on the page. A section with no file at all fails when rendered, so the build's prerender
 * stops naming the file to add.
 */
export function sectionComponents<Id extends string>(
  ids: readonly Id[],
  hydrated: Modules,
  prerendered: Modules,
  renderStatic: boolean,
): Record<Id, SectionComponent> {
  const componentOf = (id: Id): SectionComponent => {
    const Hydrated = inFolder(hydrated, id);
    if (Hydrated) return Hydrated;
    if (!renderStatic) return () => <StaticIsland id={id} />;
    const Prerendered = inFolder(prerendered, id);
    if (!Prerendered) {
      return () => {
        throw new Error(
          `The section "${id}" in src/config/sections.ts has no component: add ` +
            `src/sections/${id}/${id}.section.tsx (or ${id}.static.tsx) with a default export.`,
        );
      };
    }
    return () => (
      <StaticIsland id={id}>
        <Prerendered />
      </StaticIsland>
    );
  };
  return Object.fromEntries(ids.map((id) => [id, componentOf(id)])) as Record<Id, SectionComponent>;
}

export const PAGE_SECTIONS = sectionComponents(
  SECTIONS.map((entry) => entry.id),
  HYDRATED,
  PRERENDERED,
  RENDER_STATIC,
);
