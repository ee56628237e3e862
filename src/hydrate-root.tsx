import { StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot as reactHydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from './lib/islands';
import { keepInput, restoreInput } from './lib/kept-input';

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
  // Kept before React reads the HTML: where it must draw the part anew, this is put back.
  const kept = keepInput(container);
  return new Promise((resolve) => {
    const done = () => {
      restoreInput(container, kept);
      resolve();
    };
    reactHydrateRoot(
      container,
      <StrictMode>
        <Hydrated onHydrated={done}>
          <Component />
        </Hydrated>
      </StrictMode>,
      {
        identifierPrefix: islandIdPrefix(name),
        // A warning for whoever looks, where React's default reports an uncaught error.
        onRecoverableError: (error) =>
          console.warn(
            `The part "${name}" was drawn anew: its HTML was not what React draws (changed before it woke, as a page translator does, or rendered otherwise).`,
            error,
          ),
      },
    );
  });
}
