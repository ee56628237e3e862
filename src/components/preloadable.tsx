import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { FETCHING_SIGN_MS } from '../config/site';

/** What a preloadable part takes besides its own props. */
interface WhileFetching {
  /**
   * Shown once the part's code has been on its way for FETCHING_SIGN_MS (a slow network), until
   * it comes: a sign that the visitor's press was taken.
   */
  whileFetching?: ReactNode;
}

/**
 * A component in a chunk of its own that can be fetched ahead of use. Once fetched, it renders at
 * once (React.lazy suspends on its first render even when the chunk is already there, and React
 * holds back a suspended boundary's content for up to 300 ms, which a visitor saw as a modal
 * opening late); until then it renders nothing (or, past a moment, `whileFetching`) and fetches
 * it. A fetch that fails (the network down, or the file gone with a new version of the site) is
 * thrown where it is used, for a ChunkBoundary (chunk-boundary.tsx) to meet, and forgotten: the
 * next use fetches again.
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
  function Preloadable({ whileFetching, ...props }: P & WhileFetching) {
    const [got, setGot] = useState<{ component: ComponentType<P> | null; failure?: Error }>(() => ({
      component: loaded,
    }));
    const [slow, setSlow] = useState(false);
    useEffect(() => {
      if (got.component || got.failure) return;
      let live = true;
      const sign = setTimeout(() => live && setSlow(true), FETCHING_SIGN_MS);
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
        clearTimeout(sign);
      };
    }, [got]);
    if (got.failure) throw got.failure;
    const Component = got.component;
    if (Component) return <Component {...(props as P)} />;
    return slow ? (whileFetching ?? null) : null;
  }
  return { Component: Preloadable, preload };
}
