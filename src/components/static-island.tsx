import type { ReactNode } from 'react';

export interface StaticIslandProps {
  id: string;
  /** The content, rendered at build (and by the dev server); the production client ships none of it. */
  children?: ReactNode;
}

/**
 * Markup that never changes after the build. The prerendered HTML keeps it; on the client React
 * adopts the element without hydrating or re-rendering its inside (an empty innerHTML it is told
 * not to check), so neither its components nor its content weigh on the visitor's JavaScript.
 * Callers pass children only under `import.meta.env.SSR || import.meta.env.DEV`, which the
 * production client build turns into `false`, dropping the section's code from the bundle.
 */
export function StaticIsland({ id, children }: StaticIslandProps) {
  if (children) return <div data-island={id}>{children}</div>;
  return <div data-island={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
