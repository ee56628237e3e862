import { describe, expect, it } from 'vitest';
import { contactDetails } from './contact-details';

const social = {
  github: 'https://github.com/x',
  linkedin: 'https://www.linkedin.com/in/x',
  email: 'mailto:x@example.org',
};
const contact = (overrides: Partial<Record<string, string>>) => ({
  contact: { email: '', phone: '', location: '', state: '', postalCode: '', ...overrides },
  social,
});

describe('contactDetails', () => {
  it('lists email, phone and place, with links a visitor can follow', () => {
    expect(
      contactDetails(
        contact({
          email: 'x@example.org',
          phone: '+49 (30) 1234',
          location: 'Berlin',
          state: 'BE',
        }),
      ),
    ).toEqual([
      { kind: 'email', text: 'x@example.org', href: 'mailto:x@example.org' },
      { kind: 'phone', text: '+49 (30) 1234', href: 'tel:+49301234' },
      { kind: 'location', text: 'Berlin, BE' },
    ]);
  });

  it('leaves out what the owner left empty, never an empty link or a lone comma', () => {
    expect(contactDetails(contact({}))).toEqual([]);
    expect(contactDetails(contact({ phone: 'on request', state: 'Kerala' }))).toEqual([
      { kind: 'location', text: 'Kerala' },
    ]);
  });
});
