import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { itemHash, parseItemHash } from '../lib/hash-item';

// pushState and replaceState fire no event, so this hook tells its own subscribers.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

const readHash = () => window.location.hash;
// The page is prerendered without an address; the first client render must match it.
const serverHash = () => '';

// Marks history entries this page load pushed, so close() only steps back over its own entry.
const PAGE_LOAD = `${Date.now()}-${Math.random()}`;
interface PushedState {
  hashItem: string;
  pageLoad: string;
}

function pushedHere(hash: string): boolean {
  const state = window.history.state as Partial<PushedState> | null;
  return state?.hashItem === hash && state.pageLoad === PAGE_LOAD;
}

// One step back at a time, for every kind of item: history.back() lands later, and an entry
// pushed before it lands would be the one it steps back from, reopening the item just closed.
let stepBackPending = false;
const afterStepBack: (() => void)[] = [];

function stepBack(onLanded: () => void): void {
  stepBackPending = true;
  window.addEventListener(
    'popstate',
    () => {
      stepBackPending = false;
      onLanded();
      for (const run of afterStepBack.splice(0)) run();
    },
    { once: true },
  );
  window.history.back();
}

function whenHistorySettled(run: () => void): void {
  if (stepBackPending) afterStepBack.push(run);
  else run();
}

export interface HashItem {
  /** The id in the address ("#project-3" → 3), or null. */
  id: number | null;
  /** True when the address itself chose the item (a shared link, back/forward), not open(). */
  fromAddress: boolean;
  /** Shows the item and gives it its own address (a new history entry). */
  open: (id: number) => void;
  /** Restores the address the item was opened from, without scrolling. */
  close: () => void;
}

/** The item a "#<prefix>-<id>" address selects, kept in step with the address bar. */
export function useHashItem(prefix: string): HashItem {
  const hash = useSyncExternalStore(subscribe, readHash, serverHash);
  const [openedHash, setOpenedHash] = useState<string | null>(null);
  // Stepping back is asynchronous; until it lands the item already counts as closed.
  const [dismissedHash, setDismissedHash] = useState<string | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onNavigate = () => setDismissedHash(null);
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, []);

  const open = useCallback(
    (id: number) => {
      const next = itemHash(prefix, id);
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setDismissedHash(null);
      setOpenedHash(next);
      whenHistorySettled(() => {
        if (window.location.hash === next) return;
        const state: PushedState = { hashItem: next, pageLoad: PAGE_LOAD };
        window.history.pushState(state, '', next);
        notify();
      });
    },
    [prefix],
  );

  const close = useCallback(() => {
    const current = window.location.hash;
    if (stepBackPending || parseItemHash(current, prefix) === null) return;
    setOpenedHash(null);
    if (pushedHere(current)) {
      setDismissedHash(current);
      // Going back to an address like "#main" or "#projects" moves focus to that element; once
      // the step back is done, hand focus back to the control that opened the item, unless
      // another item has opened meanwhile or the visitor has moved focus on (on a slow phone
      // the step back can land after a few Tabs). Chrome moves that focus after the traversal's
      // events, hence the frame's wait.
      const opener = openerRef.current;
      stepBack(() =>
        requestAnimationFrame(() => {
          if (document.querySelector('dialog[open]') || !opener?.isConnected) return;
          // Still where the traversal put it (the page, or the element the address targets)?
          const active = document.activeElement;
          if (active && active !== document.body && !active.matches(':target')) return;
          opener.focus({ preventScroll: true });
        }),
      );
    } else {
      // Opened by a link: drop the item's address and stay where the page is.
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', pathname + search);
      notify();
    }
  }, [prefix]);

  const parsed = hash === dismissedHash ? null : parseItemHash(hash, prefix);
  return { id: parsed, fromAddress: parsed !== null && hash !== openedHash, open, close };
}
