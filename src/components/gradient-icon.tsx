import { accentGradient, type AccentName } from '../config/palette';
import type { IconName } from '../content/types';
import { cn } from '../lib/cn';
import { Icon } from './icon';

export interface GradientIconProps {
  name: IconName;
  /** The tile's colour, by name from the palette. */
  accent: AccentName;
  /** `lg` for a card's lead icon. */
  size?: 'md' | 'lg';
  /** Layout classes (placement); the tile's look is its own. */
  className?: string;
}

const SIZE = { md: 'size-12', lg: 'size-14' } as const;

/** A content icon on a rounded gradient tile; `icon-tile` names it for print. */
export function GradientIcon({ name, accent, size = 'md', className }: GradientIconProps) {
  return (
    <span
      className={cn(
        'icon-tile inline-flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white rtl:bg-gradient-to-bl shadow-md',
        SIZE[size],
        accentGradient(accent),
        className,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
