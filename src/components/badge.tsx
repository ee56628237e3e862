import type { ReactNode } from 'react';
import { FORCED_COLORS_EDGE } from './button-styles';
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
  /** Makes the pill a link, a little taller so a finger finds it. */
  href?: string;
  /**
   * What the link is to the page it is on: the page itself (`'page'`), or the first of the pages
   * this one is part of (`'true'`: a tag's link on the tag's second page).
   */
  current?: 'page' | 'true';
  className?: string;
  children: ReactNode;
}

/** A small pill label: status, type, tag. */
export function Badge({ tone = 'neutral', href, current, className, children }: BadgeProps) {
  // Its fill is its shape: where the visitor's own colours drop it, an outline (taking no room).
  const pill = `inline-flex items-center rounded-full px-2.5 text-xs font-semibold ${FORCED_COLORS_EDGE}`;
  if (href !== undefined) {
    return (
      <a
        href={href}
        aria-current={current}
        className={cn(
          pill,
          'min-h-6 py-1 underline-offset-2 hover:underline',
          TONES[tone],
          className,
        )}
      >
        {children}
      </a>
    );
  }
  return <span className={cn(pill, 'py-0.5', TONES[tone], className)}>{children}</span>;
}
