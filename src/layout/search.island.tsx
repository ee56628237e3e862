import { SearchPanel } from '../components/search-panel';
import type { HydrateWhen } from '../lib/islands';

/** The search page's field: wanted as soon as the page is idle (or at once, when typed into). */
export const hydrate: HydrateWhen = 'idle';

export default function SearchIsland() {
  return <SearchPanel fromAddress />;
}
