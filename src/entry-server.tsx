import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app';

/** Renders the whole page to HTML at build time, waiting for every Suspense boundary. */
export async function renderPage(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App />
    </StrictMode>,
    // Never outline a Suspense boundary into a hidden template swapped in by inline script: the
    // page must read complete without JavaScript, and the boundaries exist only to split hydration.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
