import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  afterStepBack,
  currentAddress,
  pushAddress,
  pushedHere,
  replaceAddress,
  stepBack,
  subscribeToAddress,
} from '../lib/address-history';
import { ITEM_FOLDER, type ItemKind, type Sluggable } from '../lib/item-address';
import { layOutThrough } from '../lib/lay-out-sections';
import { itemAtAddress, itemPagePathname, movedItemAddress } from '../lib/modal-address';

const BASE = import.meta.env.BASE_URL;
// The page is prerendered without an address; the first client render must match it.
const serverAddress = () => '';

/** `address` if it names an item of `kind` (at its page's path or an older "#project-3"), or "". */
function addressOfKind(address: string, kind: ItemKind, items: readonly Sluggable[]): string {
  return itemAtAddress(address, BASE, kind, items) === null ? '' : address;
}

/**
 * The item of this kind the address names ("/projects/<slug>/" or the older "#project-3"): `id`,
 * and `fromAddress` when a shared link or Back/Forward chose it rather than open(). open() shows an
 * item under its page's address (a new history entry); close() restores the address it was opened
 * from, without scrolling. Focus return is the dialog's.
 */
export function useItemAddress(kind: ItemKind, items: readonly Sluggable[]) {
  // The address only while it names an item of this kind: opening another kind's item (a paper,
  // when this is the projects) then renders nothing here, in the click that opens it.
  const address = useSyncExternalStore(
    subscribeToAddress,
    () => addressOfKind(currentAddress(), kind, items),
    serverAddress,
  );
  const [opened, setOpened] = useState<string | null>(null);
  const item = itemAtAddress(address, BASE, kind, items);
  const fromAddress = item !== null && address !== opened;

  // An older "#project-3" link shows the item under its page's address from now on.
  useEffect(() => {
    const moved = movedItemAddress(address, BASE, kind, items);
    if (moved) replaceAddress(moved);
  }, [address, kind, items]);

  // A shared link opens the modal over its section, which is there when the modal closes.
  useEffect(() => {
    const section = fromAddress ? document.getElementById(ITEM_FOLDER[kind]) : null;
    if (!section) return;
    layOutThrough(section);
    section.scrollIntoView({ block: 'start' });
  }, [fromAddress, item, kind]);

  const open = useCallback(
    (id: number) => {
      const next = items.find((candidate) => candidate.id === id);
      if (!next) return;
      const path = itemPagePathname(BASE, kind, next);
      setOpened(path);
      pushAddress(path);
    },
    [kind, items],
  );

  const close = useCallback(() => {
    // While a step back is on its way (search, open over the modal, closing), the address names
    // nothing: the modal closes once it has landed, rather than staying open.
    afterStepBack(() => {
      const closing = itemAtAddress(currentAddress(), BASE, kind, items);
      if (!closing) return;
      setOpened(null);
      const stillOpen = () => itemAtAddress(currentAddress(), BASE, kind, items) === closing;
      // Opened here: step back over its entry. Opened by a link: the portfolio's own address.
      if (pushedHere()) stepBack(() => stillOpen() && replaceAddress(BASE));
      else replaceAddress(BASE);
    });
  }, [kind, items]);

  return { id: item?.id ?? null, fromAddress, open, close };
}
