import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { parseItemHash } from '../lib/hash-item';
import {
  itemPath,
  itemSlug,
  parseItemPath,
  type ItemKind,
  type Sluggable,
} from '../lib/item-address';

// An open item's address is its own page's (/projects/<slug>/), so a copied or shared address
// previews as that item; the older "#project-<id>" form still opens it, and is swapped for it.
const BASE = import.meta.env.BASE_URL;

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

const readAddress = () => window.location.pathname + window.location.hash;
// The page is prerendered without an address; the first client render must match it.
const serverAddress = () => '';

// Marks history entries this page load pushed, so close() only steps back over its own entry.
const PAGE_LOAD = `${Date.now()}-${Math.random()}`;
interface PushedState {
  itemAddress: string;
  pageLoad: string;
}

function pushedHere(address: string): boolean {
  const state = window.history.state as Partial<PushedState> | null;
  return state?.itemAddress === address && state.pageLoad === PAGE_LOAD;
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

export interface ItemAddress {
  /** The item the address names ("/projects/<slug>/" or "#project-3"), or null. */
  id: number | null;
  /** True when the address itself chose the item (a shared link, back/forward), not open(). */
  fromAddress: boolean;
  /** Shows the item and gives it its own page's address (a new history entry). */
  open: (id: number) => void;
  /** Restores the address the item was opened from, without scrolling. */
  close: () => void;
}

/** The id an address names for this kind: by its page's path, or by the older hash. */
function idAt(address: string, kind: ItemKind, ids: ReadonlyMap<string, number>): number | null {
  const hashAt = address.indexOf('#');
  const fromHash = hashAt < 0 ? null : parseItemHash(address.slice(hashAt), kind);
  if (fromHash !== null) return fromHash;
  const slug = parseItemPath(hashAt < 0 ? address : address.slice(0, hashAt), BASE, kind);
  return slug === null ? null : (ids.get(slug) ?? null);
}

/** The path of an item's page as the browser reports it (percent-encoded). */
function pagePath(kind: ItemKind, item: Sluggable): string {
  return new URL(BASE + itemPath(kind, itemSlug(item)), window.location.href).pathname;
}

/** The item of this kind the address selects, kept in step with the address bar. */
export function useItemAddress(kind: ItemKind, items: readonly Sluggable[]): ItemAddress {
  const address = useSyncExternalStore(subscribe, readAddress, serverAddress);
  const [openedAddress, setOpenedAddress] = useState<string | null>(null);
  // Stepping back is asynchronous; until it lands the item already counts as closed.
  const [dismissedAddress, setDismissedAddress] = useState<string | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const ids = useMemo(() => new Map(items.map((item) => [itemSlug(item), item.id])), [items]);

  useEffect(() => {
    const onNavigate = () => setDismissedAddress(null);
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, []);

  // An older "#project-3" link: show the item under its page's address from now on.
  useEffect(() => {
    const id = parseItemHash(window.location.hash, kind);
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return;
    window.history.replaceState(
      window.history.state,
      '',
      pagePath(kind, item) + window.location.search,
    );
    notify();
  }, [address, kind, items]);

  const open = useCallback(
    (id: number) => {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) return;
      const next = pagePath(kind, item);
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setDismissedAddress(null);
      setOpenedAddress(next);
      whenHistorySettled(() => {
        if (readAddress() === next) return;
        const state: PushedState = { itemAddress: next, pageLoad: PAGE_LOAD };
        window.history.pushState(state, '', next + window.location.search);
        notify();
      });
    },
    [kind, items],
  );

  const close = useCallback(() => {
    const current = readAddress();
    if (stepBackPending || idAt(current, kind, ids) === null) return;
    setOpenedAddress(null);
    if (pushedHere(current)) {
      setDismissedAddress(current);
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
      // Opened by a link: back to the portfolio's own address, staying where the page is.
      window.history.replaceState(window.history.state, '', BASE + window.location.search);
      notify();
    }
  }, [kind, ids]);

  const id = address === dismissedAddress ? null : idAt(address, kind, ids);
  return {
    id,
    fromAddress: id !== null && address !== openedAddress,
    open,
    close,
  };
}
