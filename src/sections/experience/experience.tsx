import { Section } from '../../components/section';

/** Placeholder until this section is built. */
export function Experience() {
  return (
    <Section id="experience" title="Experience & Training">
      <p className="text-center text-muted">Coming soon.</p>
    </Section>
  );
}
