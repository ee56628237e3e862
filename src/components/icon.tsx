import type { IconName } from '../content/types';

export interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A decorative content icon, hidden from assistive technology. It draws the symbol the page's
 * sprite (src/components/icon-sprite.tsx) holds, so the path data is in the HTML once, not in
 * the JavaScript.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
