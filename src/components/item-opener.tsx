import type { ReactNode } from 'react';
import { useButtonOnceAwake } from '../hooks/use-button-once-awake';
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
 * What opens a project or a paper from its card: a link to the item's own page, which shows the
 * same at the same address, so it works without JavaScript and before the card's island wakes.
 * Once React holds the card it is a button opening the item's modal (a click with Ctrl, Cmd,
 * Shift or Alt still opens the page). It stays one element throughout, so nothing moves as the
 * card wakes.
 */
export function ItemOpener({ kind, item, onOpen, className, children, ...rest }: ItemOpenerProps) {
  const asButton = useButtonOnceAwake(onOpen, 'dialog');
  return (
    <a href={itemPagePathname(BASE, kind, item)} className={className} {...rest} {...asButton}>
      {children}
    </a>
  );
}
