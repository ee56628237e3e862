import type { IconName } from '../content/types';
import { cn } from '../lib/cn';
import { Icon } from './icon';

export interface GradientIconProps {
  name: IconName;
  /** Tailwind gradient stops from content, e.g. "from-blue-500 to-cyan-500". */
  gradient: string;
  className?: string;
}

/** A content icon on a rounded gradient tile. */
export function GradientIcon({ name, gradient, className }: GradientIconProps) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-md',
        gradient,
        className,
      )}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
