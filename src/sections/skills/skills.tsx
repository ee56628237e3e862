import { Section } from '../../components/section';

/** Placeholder until this section is built. */
export function Skills() {
  return (
    <Section id="skills" title="Technical Skills">
      <p className="text-center text-muted">Coming soon.</p>
    </Section>
  );
}
