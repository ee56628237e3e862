import { Section } from '../../components/section';

/** Placeholder until this section is built. */
export function Projects() {
  return (
    <Section id="projects" title="Featured Projects">
      <p className="text-center text-muted">Coming soon.</p>
    </Section>
  );
}
