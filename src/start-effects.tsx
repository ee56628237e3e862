import { createRoot } from 'react-dom/client';
import { Effects } from './effects/effects';

/** The decorative effects, client-only, in a root of their own at the end of `parent`. */
export function startEffects(parent: HTMLElement): void {
  const host = document.createElement('div');
  parent.append(host);
  createRoot(host).render(<Effects />);
}
