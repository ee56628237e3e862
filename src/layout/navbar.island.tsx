import type { HydrateWhen } from '../lib/islands';
import { Navbar } from './navbar';

/** The bar is on screen from the start; its scroll spy and menu are wanted once the page is idle. */
export const hydrate: HydrateWhen = 'idle';

export default function NavbarIsland() {
  return <Navbar />;
}
