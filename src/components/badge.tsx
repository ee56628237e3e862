import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type BadgeTone = 'success' | 'warning' | 'accent' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-success-bg text-success-fg',
  warning: 'bg-warning-bg text-warning-fg',
  accent: 'bg-accent-soft text-accent-strong',
  neutral: 'bg-surface-muted text-muted',
};

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A small pill label: status, type, tag. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
