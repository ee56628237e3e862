import { Section } from '../../components/section';

/** Placeholder until this section is built. */
export function Certificates() {
  return (
    <Section id="certificates" title="Certificates & Training">
      <p className="text-center text-muted">Coming soon.</p>
    </Section>
  );
}
