import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { SectionId } from '../content/types';
import { scrollToSection } from '../lib/scroll';

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: SectionId;
  children: ReactNode;
}

/** A real link to a section anchor (works without JavaScript) that scrolls smoothly with it. */
export function SectionLink({ to, onClick, children, ...rest }: SectionLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToSection(to);
  };
  return (
    <a href={`#${to}`} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
