import type { ContactDetailKind } from '../lib/contact-details';
import { Icon, type SpriteIconName } from './icon';

const ICON: Record<ContactDetailKind, SpriteIconName> = {
  email: 'mail',
  phone: 'phone',
  location: 'map-pin',
};

export interface ContactDetailIconProps {
  kind: ContactDetailKind;
  className?: string;
}

/** The icon of a contact detail (email, phone, place), wherever the page lists one. */
export function ContactDetailIcon({ kind, className }: ContactDetailIconProps) {
  return <Icon name={ICON[kind]} className={className} />;
}
