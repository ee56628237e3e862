import type { ReactNode } from 'react';
import type { SectionId } from '../config/sections';
import { useHydrated } from '../hooks/use-hydrated';
import { cn } from '../lib/cn';
import { SECTIONS_SEARCHED_ON_MAIN_PAGE } from '../lib/search';

export interface SectionProps {
  id: SectionId;
  title: string;
  /** A short line under the heading. */
  subtitle?: string;
  /** Tinted background, to alternate sections. */
  tinted?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A page section: landmark, anchor target, heading; `.reveal` marks it for the once-only reveal.
 * `page-section` and `section-heading` name the boxes print lays out (styles/print.css).
 * `data-hydrated` turns "true" once React handles its controls (never, inside a static island).
 */
export function Section({ id, title, subtitle, tinted, className, children }: SectionProps) {
  const headingId = `${id}-heading`;
  const hydrated = useHydrated();
  return (
    <section
      id={id}
      data-hydrated={hydrated}
      aria-labelledby={headingId}
      // What search indexes of the main page (scripts/search-index.ts); the rest has its own pages.
      data-pagefind-body={SECTIONS_SEARCHED_ON_MAIN_PAGE.includes(id) ? '' : undefined}
      tabIndex={-1}
      className={cn(
        'page-section py-20 outline-none sm:py-24',
        tinted && 'bg-surface-muted/60',
        className,
      )}
    >
      <div className="reveal mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="section-heading mb-12 text-center">
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl"
          >
            {title}
          </h2>
          <div
            aria-hidden="true"
            className="mx-auto mt-4 h-1 w-20 rounded-full bg-brand-gradient"
          />
          {subtitle && (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-balance text-muted">{subtitle}</p>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
