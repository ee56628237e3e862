import { createContext, useContext, type ReactNode } from 'react';
import { HYDRATE_ATTRIBUTE, ISLAND_ATTRIBUTE, type HydrateWhen } from '../lib/islands';

/**
 * How the prerender treats islands: first it collects each island's content (`collect`), renders
 * each as a root of its own, then renders the page with each island's HTML in place (`markup`).
 * Outside the prerender (the dev server, component tests) islands render their content in the tree.
 */
export interface IslandPrerender {
  collect?: (name: string, content: ReactNode) => void;
  markup?: ReadonlyMap<string, string>;
}

export const IslandPrerenderContext = createContext<IslandPrerender | null>(null);

export interface IslandProps {
  /** The island's name: its root element's `data-root`, the key of its module on the client. */
  name: string;
  /** When the island wakes on the client (src/lib/islands.ts); `near` unless the module says. */
  hydrate?: HydrateWhen;
  children: ReactNode;
}

/**
 * An interactive part of the page with a React root of its own, woken by its own trigger. The
 * element lays out as its content (`contents`), so wrapping a section or the bar changes nothing
 * on screen; `data-hydrated` turns "true" once the client has hydrated it.
 */
export function Island({ name, hydrate = 'near', children }: IslandProps) {
  const prerender = useContext(IslandPrerenderContext);
  const attributes = { [ISLAND_ATTRIBUTE]: name, [HYDRATE_ATTRIBUTE]: hydrate };
  if (prerender?.collect) {
    prerender.collect(name, children);
    return null;
  }
  const html = prerender?.markup?.get(name);
  if (html !== undefined) {
    return (
      <div
        {...attributes}
        data-hydrated="false"
        className="contents"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div {...attributes} className="contents">
      {children}
    </div>
  );
}

/** What an island's module exports: its component, and when it wakes (`near` if it does not say). */
export interface IslandModule {
  default: () => React.JSX.Element;
  hydrate?: HydrateWhen;
}
