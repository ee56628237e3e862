import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { SectionId } from '../config/sections';
import { asksForTheLink } from '../lib/link-click';
import { scrollToSection } from '../lib/scroll';

/**
 * The portfolio's address on pages other than the one page (an item's own page): section links
 * there lead to it ("/#projects"), as plain links. Null on the one page itself.
 */
export const PortfolioHome = createContext<string | null>(null);

export interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: SectionId;
  children: ReactNode;
}

/** A real link to a section anchor (works without JavaScript) that scrolls smoothly with it. */
export function SectionLink({ to, onClick, children, ...rest }: SectionLinkProps) {
  const home = useContext(PortfolioHome);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (home !== null || event.defaultPrevented || asksForTheLink(event)) return;
    event.preventDefault();
    scrollToSection(to);
  };
  return (
    <a href={`${home ?? ''}#${to}`} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
