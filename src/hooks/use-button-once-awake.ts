import type { KeyboardEvent, MouseEvent } from 'react';
import { asksForTheLink } from '../lib/link-click';
import { useHydrated } from './use-hydrated';

/**
 * For a link that does its job without JavaScript (an item's page, the page's top) and a button's
 * once React holds it: the props that make the same `<a>` that button, so no element is put in its
 * place (which could move what is around it under a click, or drop focus). Before then, none.
 */
export function useButtonOnceAwake(activate: () => void, popup?: 'dialog') {
  const hydrated = useHydrated();
  if (!hydrated) return {};
  return {
    role: 'button',
    // In the Tab order as a button is: Safari leaves a link out of it by default (its "Press Tab
    // to highlight each item" off), but not an element given a tabindex.
    tabIndex: 0,
    ...(popup ? { 'aria-haspopup': popup } : {}),
    onClick: (event: MouseEvent) => {
      if (asksForTheLink(event)) return;
      event.preventDefault();
      activate();
    },
    // Enter follows a link by itself (a click); a button takes Space too.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      activate();
    },
  };
}
