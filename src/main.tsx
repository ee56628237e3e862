import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { revealOnScroll } from './lib/reveal';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the page into #root; the dev server serves it empty. Hydration waits for
// the first frame, so the prerendered page paints before any script work.
if (root.firstElementChild) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      hydrateRoot(root, app);
      revealOnScroll();
    }, 0),
  );
} else {
  createRoot(root).render(app);
  requestAnimationFrame(() => revealOnScroll());
}
