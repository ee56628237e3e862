import { Suspense } from 'react';
import { PAGE_SECTIONS } from './app-sections';
import { IconSprite } from './components/icon-sprite';
import { Island } from './components/island';
import { StaticIsland } from './components/static-island';
import { SECTION_IDS } from './config/navigation';
import { Effects } from './effects/effects';
import { useIdle } from './hooks/use-idle';
import FooterIsland, { hydrate as footerWakes } from './layout/footer.island';
import NavbarIsland, { hydrate as navbarWakes } from './layout/navbar.island';
import { SkipLink } from './layout/skip-link';

/**
 * The page: prerendered whole at build time, and rendered whole by the dev server. The production
 * client never renders it: src/main.tsx wakes each island on its own and starts the effects.
 */
export function App() {
  const idle = useIdle();
  return (
    <>
      <SkipLink />
      <Island name="navbar" hydrate={navbarWakes}>
        <NavbarIsland />
      </Island>
      <main id="main" tabIndex={-1} className="outline-none">
        {SECTION_IDS.map((id) => {
          const Section = PAGE_SECTIONS[id];
          return (
            <Suspense key={id} fallback={null}>
              <Section />
            </Suspense>
          );
        })}
      </main>
      <Island name="footer" hydrate={footerWakes}>
        <FooterIsland />
      </Island>
      {/* Last, so the parser reaches the hero first; icons fill in when it arrives, at fixed sizes. */}
      <StaticIsland id="icons">
        <IconSprite />
      </StaticIsland>
      {/* Decorative and client-only: never prerendered. */}
      {idle && <Effects />}
    </>
  );
}
