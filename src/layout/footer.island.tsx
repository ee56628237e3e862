import type { HydrateWhen } from '../lib/islands';
import { Footer } from './footer';

/** Back to top and the quick links' smooth scroll, once the footer comes within a screen. */
export const hydrate: HydrateWhen = 'near';

export default function FooterIsland() {
  return <Footer />;
}
