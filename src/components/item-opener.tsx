import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
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

/** A click that asks for the page itself, in a new tab or window: let the browser have it. */
const wantsThePage = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * What opens a project or a paper from its card: a link to the item's own page, which shows the
 * same at the same address, so it works without JavaScript and before the card's island wakes.
 * Once React holds the card it is a button opening the item's modal (a click with Ctrl, Cmd or
 * Shift, or the middle button, still opens the page). It stays one element throughout, so nothing
 * moves as the card wakes.
 */
export function ItemOpener({ kind, item, onOpen, className, children, ...rest }: ItemOpenerProps) {
  const hydrated = useHydrated();
  const asButton = hydrated
    ? {
        role: 'button',
        'aria-haspopup': 'dialog' as const,
        onClick: (event: MouseEvent) => {
          if (wantsThePage(event)) return;
          event.preventDefault();
          onOpen();
        },
        // Enter follows a link by itself (a click); a button takes Space too.
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          onOpen();
        },
      }
    : {};
  return (
    <a href={itemPagePathname(BASE, kind, item)} className={className} {...rest} {...asButton}>
      {children}
    </a>
  );
}
