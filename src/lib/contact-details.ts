import type { Profile } from '../content/types';

export type ContactDetailKind = 'email' | 'phone' | 'location';

export interface ContactDetail {
  kind: ContactDetailKind;
  /** What the visitor reads. */
  text: string;
  /** Where it leads (mailto:, tel:), or none for a place. */
  href?: string;
}

/**
 * The address mail goes to: the contact email the owner gave, or else the one their mail link
 * (`social.email`, always there) names: "mailto:a@b.org?subject=Hi" gives "a@b.org".
 */
export function ownerEmail({ contact, social }: Pick<Profile, 'contact' | 'social'>): string {
  const given = contact.email.trim();
  if (given) return given;
  const address = social.email.replace(/^mailto:/i, '').replace(/\?.*$/, '');
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

/**
 * The contact details the owner gave, in the order the page lists them: a detail left empty is
 * left out rather than shown as an empty link, and a place is its non-empty parts. The email is
 * always there: the mail link is required.
 */
export function contactDetails({
  contact,
  social,
}: Pick<Profile, 'contact' | 'social'>): ContactDetail[] {
  const details: ContactDetail[] = [
    { kind: 'email', text: ownerEmail({ contact, social }), href: social.email },
  ];
  const dialable = contact.phone.replace(/[^\d+]/g, '');
  if (/\d/.test(dialable))
    details.push({ kind: 'phone', text: contact.phone, href: `tel:${dialable}` });
  const place = [contact.location, contact.state].filter((part) => part.trim()).join(', ');
  if (place) details.push({ kind: 'location', text: place });
  return details;
}
