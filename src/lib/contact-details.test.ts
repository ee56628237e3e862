import { describe, expect, it } from 'vitest';
import { contactDetails, ownerEmail } from './contact-details';

const contact = (overrides: Partial<Record<string, string>>) => ({
  contact: {
    email: 'x@example.org',
    phone: '',
    location: '',
    state: '',
    postalCode: '',
    ...overrides,
  },
});

describe('contactDetails', () => {
  it('lists email, phone and place, with links a visitor can follow', () => {
    expect(
      contactDetails(contact({ phone: '+49 (30) 1234', location: 'Berlin', state: 'BE' })),
    ).toEqual([
      { kind: 'email', text: 'x@example.org', href: 'mailto:x@example.org' },
      { kind: 'phone', text: '+49 (30) 1234', href: 'tel:+49301234' },
      { kind: 'location', text: 'Berlin, BE' },
    ]);
  });

  it('leaves out what the owner left empty, never an empty link or a lone comma', () => {
    const mail = { kind: 'email', text: 'x@example.org', href: 'mailto:x@example.org' };
    expect(contactDetails(contact({}))).toEqual([mail]);
    expect(contactDetails(contact({ phone: 'on request', state: 'Kerala' }))).toEqual([
      mail,
      { kind: 'location', text: 'Kerala' },
    ]);
  });

  it('joins a place written in Arabic script with its own comma', () => {
    const place = contactDetails(contact({ location: 'الرياض', state: 'منطقة الرياض' })).at(-1);
    expect(place).toEqual({ kind: 'location', text: 'الرياض، منطقة الرياض' });
  });
});

describe('ownerEmail', () => {
  it('is the contact email, without the spaces around it', () => {
    expect(ownerEmail(contact({ email: ' me@own.test ' }))).toBe('me@own.test');
  });
});
