import { lazy, Suspense } from 'react';
import { IconSprite } from './components/icon-sprite';
import { StaticIsland } from './components/static-island';
import { SECTION_IDS } from './config/navigation';
import type { SectionId } from './config/sections';
import { useIdle } from './hooks/use-idle';
import { Footer } from './layout/footer';
import { Navbar } from './layout/navbar';
import { SkipLink } from './layout/skip-link';
import { About } from './sections/about/about';
import { Certificates } from './sections/certificates/certificates';
import { Contact } from './sections/contact/contact';
import { Experience } from './sections/experience/experience';
import { Hero } from './sections/hero/hero';
import { Projects } from './sections/projects/projects';
import { Research } from './sections/research/research';
import { Skills } from './sections/skills/skills';

// Sections with nothing to interact with are prerendered and never hydrated: their code and content
// stay out of the visitor's JavaScript. The dev server (no prerender) renders them as usual.
const RENDER_STATIC = import.meta.env.SSR || import.meta.env.DEV;

const SECTIONS: Record<SectionId, () => React.JSX.Element> = {
  hero: Hero,
  about: () => <StaticIsland id="about">{RENDER_STATIC && <About />}</StaticIsland>,
  skills: Skills,
  experience: () => <StaticIsland id="experience">{RENDER_STATIC && <Experience />}</StaticIsland>,
  projects: Projects,
  research: Research,
  certificates: () => (
    <StaticIsland id="certificates">{RENDER_STATIC && <Certificates />}</StaticIsland>
  ),
  contact: Contact,
};

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
          const Section = SECTIONS[id];
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
