import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { replayEarlyClick } from './lib/early-click';
import { layOutSectionsWhenIdle } from './lib/lay-out-sections';
import { revealOnScroll } from './lib/reveal';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the page into #root and loads this module only after the first paint
// (scripts/build.ts); the dev server serves #root empty.
if (root.firstElementChild) {
  hydrateRoot(root, app);
  replayEarlyClick();
  revealOnScroll();
  layOutSectionsWhenIdle();
} else {
  createRoot(root).render(app);
  requestAnimationFrame(() => revealOnScroll());
  layOutSectionsWhenIdle();
}
