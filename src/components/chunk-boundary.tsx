import { Component, type ReactNode } from 'react';
import { type ItemKind, type Sluggable } from '../lib/item-address';
import { itemPagePathname } from '../lib/modal-address';

interface ChunkBoundaryProps {
  /** Leads the visitor to what the part stands for: the page it shows without JavaScript. */
  onFailure: () => void;
  /** What the part shows (an item's id): another is a new try, should the last have failed. */
  showing?: unknown;
  children: ReactNode;
}

interface ChunkBoundaryState {
  failed: boolean;
  showing: unknown;
}

/**
 * Around a part that comes in a chunk of its own (a modal, search). When the chunk cannot be
 * fetched (the network went down, or a new version of the site replaced it) or the part fails to
 * draw, nothing is drawn here and `onFailure` runs, where React would otherwise take down the
 * whole island around it (the bar, a section).
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  state: ChunkBoundaryState = { failed: false, showing: this.props.showing };

  static getDerivedStateFromError(): Partial<ChunkBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ChunkBoundaryProps,
    state: ChunkBoundaryState,
  ): Partial<ChunkBoundaryState> | null {
    return props.showing === state.showing ? null : { failed: false, showing: props.showing };
  }

  componentDidCatch(): void {
    this.props.onFailure();
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const BASE = import.meta.env.BASE_URL;

/**
 * An item's modal, drawn once its chunk is here; when it cannot come, the item's own page does,
 * in place of the address the modal had taken (Back still leads to the page it was opened on).
 */
export function ItemModalSlot({
  kind,
  item,
  children,
}: {
  kind: ItemKind;
  item: Sluggable;
  children: ReactNode;
}) {
  return (
    <ChunkBoundary
      showing={item.id}
      onFailure={() => window.location.replace(itemPagePathname(BASE, kind, item))}
    >
      {children}
    </ChunkBoundary>
  );
}
