import type { IconName } from '../content/types';

/** Interface icons (beside the content icons of src/content/icon-names.ts). */
export const UI_ICON_NAMES = [
  'arrow-up',
  'badge-check',
  'book-open',
  'briefcase',
  'building',
  'calendar',
  'check',
  'check-circle',
  'chevron-down',
  'clock',
  'copy',
  'download',
  'external-link',
  'file-text',
  'folder-git',
  'heart',
  'info',
  'link',
  'loader',
  'mail',
  'map-pin',
  'menu',
  'moon',
  'pause',
  'phone',
  'play',
  'quote',
  'rocket',
  'search',
  'send',
  'share',
  'sparkles',
  'sun',
  'x',
] as const;
export type UiIconName = (typeof UI_ICON_NAMES)[number];

export type SpriteIconName = IconName | UiIconName;

/** The id of an icon's symbol in the page's sprite. */
export function iconSymbolId(name: SpriteIconName): string {
  return `icon-${name}`;
}

/** A decorative drawing of one symbol of the page's sprite, hidden from assistive technology. */
export function SpriteIcon({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`#${symbol}`} />
    </svg>
  );
}

export interface IconProps {
  name: SpriteIconName;
  className?: string;
}

/**
 * A decorative icon, hidden from assistive technology. It draws the symbol the page's sprite
 * (src/components/icon-sprite.tsx) holds, so each icon's path data is in the HTML once, and not
 * in the JavaScript at all.
 */
export function Icon({ name, className }: IconProps) {
  return <SpriteIcon symbol={iconSymbolId(name)} className={className} />;
}
