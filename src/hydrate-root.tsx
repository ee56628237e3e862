import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot as reactHydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from './lib/islands';

function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  // The outermost effect: it runs once everything inside has committed.
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates `container` as a React root of its own; resolves once React has committed it. */
export function hydrateRoot(
  container: HTMLElement,
  Component: () => React.JSX.Element,
  name: string,
): Promise<void> {
  return new Promise((resolve) => {
    reactHydrateRoot(
      container,
      <StrictMode>
        <Hydrated onHydrated={resolve}>
          <Component />
        </Hydrated>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  });
}
