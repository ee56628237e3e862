import type { HydrateWhen } from '../lib/islands';
import { Navbar } from './navbar';

/**
 * On screen from the start, but asleep it works: its links scroll, the phone menu opens as a
 * popover, and a touch on it wakes it at once (the click is made again once it is awake). Its
 * scroll spy and its look once scrolled are wanted once the visitor scrolls, which wakes the rest.
 */
export const hydrate: HydrateWhen = 'moving';

export default function NavbarIsland() {
  return <Navbar />;
}
