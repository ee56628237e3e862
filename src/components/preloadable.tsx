import { lazy, useState, type ComponentType } from 'react';

/**
 * A component in a chunk of its own, like React.lazy, that can be fetched ahead of use. Once
 * fetched, it renders at once: React.lazy suspends on its first render even when the chunk is
 * already there, and React holds back a suspended boundary's content for up to 300 ms, which a
 * visitor saw as a modal opening late. Until then it renders as React.lazy does (inside Suspense).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed fetch (the network down) is forgotten, so that the next use fetches again.
  const fetchComponent = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  /** Fetches ahead of use; a failure here is left for the use itself to meet and report. */
  const preload = () =>
    fetchComponent().then(
      () => undefined,
      () => undefined,
    );
  const Lazy = lazy(() => fetchComponent().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy stand-in to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
