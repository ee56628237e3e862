import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { layOutSectionsWhenIdle } from './lib/lay-out-sections';
import { revealOnScroll } from './lib/reveal';

/** The dev server's page: the whole app in one root, islands rendered in place. */
export function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  requestAnimationFrame(() => revealOnScroll());
  layOutSectionsWhenIdle();
}
