import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { bdiDirection } from '../words';

export interface RowNameProps {
  children: ReactNode;
  className?: string;
  /** The language the name is in, where it is not the page's. */
  lang?: string;
}

/**
 * An owner's name (a company, an issuer, a skill, a tag) beside an icon or a figure in a flex row:
 * isolated, as it is often in Latin letters on any page, inside a span that is its line box, so a
 * name that wraps lines up as the page runs, not as the name does (`text-align: match-parent` on
 * the `bdi` alone does not do it in Chromium). It runs the way most of its letters do, not its
 * first letter alone: "Linux משובץ" is a Hebrew name.
 */
export function RowName({ children, className, lang }: RowNameProps) {
  return (
    <span className={cn('min-w-0', className)}>
      <bdi lang={lang} dir={typeof children === 'string' ? bdiDirection(children) : undefined}>
        {children}
      </bdi>
    </span>
  );
}
