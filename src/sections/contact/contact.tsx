import { Section } from '../../components/section';

/** Placeholder until this section is built. */
export function Contact() {
  return (
    <Section id="contact" title="Get In Touch">
      <p className="text-center text-muted">Coming soon.</p>
    </Section>
  );
}
