// Which component renders each section of the registry (src/config/sections.ts); app.tsx renders
// them in the registry's order. A Record, so a registry entry without a component is a type error.
import { StaticIsland } from './components/static-island';
import type { SectionId } from './config/sections';
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

export const PAGE_SECTIONS: Record<SectionId, () => React.JSX.Element> = {
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
