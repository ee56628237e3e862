import { Section } from '../../components/section';

/** Placeholder until this section is built. */
export function Research() {
  return (
    <Section id="research" title="Research & Publications">
      <p className="text-center text-muted">Coming soon.</p>
    </Section>
  );
}
