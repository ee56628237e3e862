import type { LinkIconId } from '../config/networks';
import { iconSymbolId, SpriteIcon } from './icon';

/** Where the sprite draws each link icon: a network's mark, or an interface icon. */
export function networkSymbolId(icon: LinkIconId): string {
  if (icon === 'email') return iconSymbolId('mail');
  if (icon === 'link') return iconSymbolId('link');
  if (icon === 'website') return iconSymbolId('globe');
  return `mark-${icon}`;
}

export interface NetworkIconProps {
  icon: LinkIconId;
  className?: string;
}

/** A profile's icon, decorative: the link beside it names the network. */
export function NetworkIcon({ icon, className }: NetworkIconProps) {
  return <SpriteIcon symbol={networkSymbolId(icon)} className={className} />;
}
