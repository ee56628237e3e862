import { lazy, Suspense } from 'react';
import { PAGE_SECTIONS } from './app-sections';
import { IconSprite } from './components/icon-sprite';
import { StaticIsland } from './components/static-island';
import { SECTION_IDS } from './config/navigation';
import { useIdle } from './hooks/use-idle';
import { Footer } from './layout/footer';
import { Navbar } from './layout/navbar';
import { SkipLink } from './layout/skip-link';

// Inlined, not imported from app-sections.tsx: the bundler drops the sprite only for a local constant.
const RENDER_STATIC = import.meta.env.SSR || import.meta.env.DEV;

// Decorative effects are their own chunk, started once the browser is idle after first paint.
const Effects = lazy(() => import('./effects/effects').then((m) => ({ default: m.Effects })));

export function App() {
  const idle = useIdle();
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* Each boundary hydrates as its own task, so no single task blocks the main thread long. */}
        {SECTION_IDS.map((id) => {
          const Section = PAGE_SECTIONS[id];
          return (
            <Suspense key={id} fallback={null}>
              <Section />
            </Suspense>
          );
        })}
      </main>
      <Footer />
      {/* Last, so the parser reaches the hero first; icons fill in when it arrives, at fixed sizes. */}
      <StaticIsland id="icons">{RENDER_STATIC && <IconSprite />}</StaticIsland>
      {idle && (
        <Suspense fallback={null}>
          <Effects />
        </Suspense>
      )}
    </>
  );
}
