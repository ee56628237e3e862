// Which component renders each section of the registry (src/config/sections.ts), found by file
// name, so a new section needs no line here:
//   src/sections/<id>/<name>.section.tsx   an island: prerendered, then hydrated on the client as a
//                                          root of its own, woken by the `hydrate` it exports;
//   src/sections/<id>/<name>.static.tsx    prerendered and never hydrated: nothing to interact
//                                          with, so its code and content stay out of the visitor's
//                                          JavaScript.
// The page is composed here only for the prerender and the dev server; the production client loads
// each island's module by itself (src/islands.ts).
import { Island, type IslandModule } from './components/island';
import { StaticIsland } from './components/static-island';
import { SECTIONS } from './config/sections';
import { inFolder } from './lib/section-files';

type SectionComponent = () => React.JSX.Element;

const HYDRATED = import.meta.glob<IslandModule>('./sections/*/*.section.tsx', { eager: true });
const PRERENDERED = import.meta.glob<SectionComponent>('./sections/*/*.static.tsx', {
  eager: true,
  import: 'default',
});

/**
 * Each id's component from the section files found (keys like "./sections/<id>/<id>.section.tsx"):
 * a hydrated section inside its island, a prerendered one inside a static island. A section with
 * no file at all fails when rendered, so the build's prerender stops naming the file to add.
 */
export function sectionComponents<Id extends string>(
  ids: readonly Id[],
  hydrated: Record<string, IslandModule>,
  prerendered: Record<string, SectionComponent>,
): Record<Id, SectionComponent> {
  const componentOf = (id: Id): SectionComponent => {
    const island = inFolder(hydrated, id);
    if (island) {
      const Hydrated = island.default;
      return () => (
        <Island name={id} hydrate={island.hydrate}>
          <Hydrated />
        </Island>
      );
    }
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

/**
 * The registry's ids, which must hold the hero: it carries the owner's name (the page's heading),
 * and the name in the bar and Back to top lead to it.
 */
export function pageSectionIds<Id extends string>(ids: readonly Id[]): readonly Id[] {
  if (!(ids as readonly string[]).includes('hero')) {
    throw new Error(
      "src/config/sections.ts has no 'hero' entry: the page needs it, since it holds your name " +
        '(the page’s heading) and the name in the bar and Back to top lead to it. Put it back, first.',
    );
  }
  return ids;
}

export const PAGE_SECTIONS = sectionComponents(
  pageSectionIds(SECTIONS.map((entry) => entry.id)),
  HYDRATED,
  PRERENDERED,
);
