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
 * Which way a detail reads: an address and a number left to right on every page (a phone number
 * on a right-to-left page would otherwise show its groups in reverse), a place as its own words go.
 */
export const detailDirection = (kind: ContactDetailKind): 'ltr' | 'auto' =>
  kind === 'location' ? 'auto' : 'ltr';

/** The address mail goes to, as the owner gave it. */
export function ownerEmail({ contact }: Pick<Profile, 'contact'>): string {
  return contact.email.trim();
}

/**
 * The contact details the owner gave, in the order the page lists them: a detail left empty is
 * left out rather than shown as an empty link, and a place is its non-empty parts. The email is
 * always there: the content check requires it.
 */
export function contactDetails({ contact }: Pick<Profile, 'contact'>): ContactDetail[] {
  const details: ContactDetail[] = [
    { kind: 'email', text: ownerEmail({ contact }), href: `mailto:${ownerEmail({ contact })}` },
  ];
  const dialable = contact.phone.replace(/[^\d+]/g, '');
  if (/\d/.test(dialable))
    details.push({ kind: 'phone', text: contact.phone, href: `tel:${dialable}` });
  const parts = [contact.location, contact.state].filter((part) => part.trim());
  // Written in Arabic script, a place takes that script's comma.
  const place = parts.join(/\p{Script=Arabic}/u.test(parts.join('')) ? '، ' : ', ');
  if (place) details.push({ kind: 'location', text: place });
  return details;
}
