import { Section } from '../../components/section';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import type { HydrateWhen } from '../../lib/islands';
import { t } from '../../words';

/** The form, once the section comes within a screen, or at the first key or tap in it. */
export const hydrate: HydrateWhen = 'near';

export default function Contact() {
  return (
    <Section id="contact" title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-12">
        <ContactInfo className="min-w-0 lg:col-span-2" />
        <ContactForm className="min-w-0 lg:col-span-3 lg:self-start" />
      </div>
    </Section>
  );
}
