import { useRef, type FormEvent } from 'react';
import { BUTTON_PRIMARY } from '../../components/button-styles';
import { useContactForm } from '../../hooks/use-contact-form';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../lib/cn';
import { ContactField } from './contact-field';
import { ContactStatusMessage } from './contact-status';
import { HoneypotField } from './honeypot-field';
import { Icon } from '../../components/icon';

export interface ContactFormProps {
  className?: string;
}

/** The message form. Without JavaScript it cannot send, so it has no action: the links above work. */
export function ContactForm({ className }: ContactFormProps) {
  const { state, change, submit } = useContactForm();
  const trap = useRef<HTMLInputElement>(null);
  // Until React controls the form, typing could be lost and a click would submit it natively
  // (reloading the page), so the prerendered form is read-only with its button disabled.
  const ready = useHydrated();
  const sending = state.status === 'sending';
  const locked = sending || !ready;
  const { fields } = state;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(trap.current?.value ?? '');
  };

  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-surface p-6 shadow-lg sm:p-8 print:hidden',
        className,
      )}
    >
      <h3 className="text-xl font-semibold text-fg">Send a Message</h3>
      <form onSubmit={handleSubmit} aria-busy={sending} className="relative mt-6 space-y-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <ContactField
            id="contact-name"
            name="name"
            label="Your Name *"
            placeholder="John Doe"
            autoComplete="name"
            value={fields.name}
            onChange={(value) => change('name', value)}
            readOnly={locked}
          />
          <ContactField
            id="contact-email"
            name="email"
            type="email"
            label="Your Email *"
            placeholder="john@example.com"
            autoComplete="email"
            value={fields.email}
            onChange={(value) => change('email', value)}
            readOnly={locked}
          />
        </div>
        <ContactField
          id="contact-message"
          name="message"
          label="Your Message *"
          placeholder="Hi! I'd like to talk about an internship, a project or a collaboration..."
          rows={6}
          value={fields.message}
          onChange={(value) => change('message', value)}
          readOnly={locked}
        />
        <HoneypotField ref={trap} />
        <button type="submit" disabled={locked} className={cn(BUTTON_PRIMARY, 'w-full py-3.5')}>
          {sending ? (
            <Icon name="loader" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Icon name="send" className="size-4" />
          )}
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      <ContactStatusMessage status={state.status} />
    </div>
  );
}
