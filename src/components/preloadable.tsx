import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that can be fetched ahead of use. Once fetched, it renders at
 * once (React.lazy suspends on its first render even when the chunk is already there, and React
 * holds back a suspended boundary's content for up to 300 ms, which a visitor saw as a modal
 * opening late); until then it renders nothing and fetches it. A fetch that fails (the network
 * down, or the file gone with a new version of the site) is thrown where it is used, for a
 * ChunkBoundary (chunk-boundary.tsx) to meet, and forgotten: the next use fetches again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
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
  function Preloadable(props: P) {
    const [got, setGot] = useState<{ component: ComponentType<P> | null; failure?: Error }>(() => ({
      component: loaded,
    }));
    useEffect(() => {
      if (got.component || got.failure) return;
      let live = true;
      fetchComponent().then(
        (component) => live && setGot({ component }),
        (error: unknown) =>
          live &&
          setGot({
            component: null,
            failure: new Error('The code of this part could not be fetched', { cause: error }),
          }),
      );
      return () => {
        live = false;
      };
    }, [got]);
    if (got.failure) throw got.failure;
    const Component = got.component;
    return Component ? <Component {...props} /> : null;
  }
  return { Component: Preloadable, preload };
}
