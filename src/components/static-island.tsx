import type { ReactNode } from 'react';

export interface StaticIslandProps {
  id: string;
  /** The content, rendered at build (and by the dev server). */
  children: ReactNode;
}

/**
 * Markup that never changes after the build: no island holds it, so the client never hydrates or
 * re-renders it, and neither its components nor its content weigh on the visitor's JavaScript.
 */
export function StaticIsland({ id, children }: StaticIslandProps) {
  return <div data-island={id}>{children}</div>;
}
