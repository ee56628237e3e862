import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { type ItemKind, type Sluggable } from '../lib/item-address';
import { itemPagePathname } from '../lib/modal-address';

const BASE = import.meta.env.BASE_URL;

export interface ItemOpenerProps {
  kind: ItemKind;
  item: Sluggable;
  /** Opens the item's modal, once React holds the card. */
  onOpen: () => void;
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * What opens a project or a paper from its card. In the prerendered page a link to the item's own
 * page, which shows the same at the same address: it works without JavaScript and before the
 * card's island wakes. Once React holds the card, a button opening the item's modal.
 */
export function ItemOpener({ kind, item, onOpen, className, children, ...rest }: ItemOpenerProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={itemPagePathname(BASE, kind, item)} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onOpen} aria-haspopup="dialog" className={className} {...rest}>
      {children}
    </button>
  );
}
