// The production client's map from island name to module. Each module is its own chunk, fetched
// only when its island wakes; React itself arrives with the first island to wake.
import type { IslandModule } from './components/island';
import { ISLAND_ATTRIBUTE } from './lib/islands';
import { inFolder } from './lib/section-files';

const LAYOUT = import.meta.glob<IslandModule>('./layout/*.island.tsx');
const SECTIONS = import.meta.glob<IslandModule>('./sections/*/*.section.tsx');

/** The module behind the island named `name`: a layout part by its file, a section by its folder. */
export function islandModule(name: string): (() => Promise<IslandModule>) | undefined {
  return LAYOUT[`./layout/${name}.island.tsx`] ?? inFolder(SECTIONS, name);
}

/** Fetches the island's code and React, without hydrating it. */
export function preloadIsland(island: HTMLElement): void {
  const load = islandModule(island.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  // A failed fetch is the island's own to meet when it wakes (and fetch again).
  if (load) void Promise.all([import('./hydrate-root'), load()]).catch(() => {});
}

/** Fetches the island's code and React, then hydrates its root. */
export async function hydrateIsland(island: HTMLElement, handed: () => void): Promise<void> {
  const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = islandModule(name);
  if (!load) throw new Error(`No module for the island "${name}"`);
  const [{ hydrateRoot }, module] = await Promise.all([import('./hydrate-root'), load()]);
  handed();
  await hydrateRoot(island, module.default, name);
}
