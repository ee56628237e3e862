import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app';

/** Renders the whole page to HTML at build time, waiting for every Suspense boundary. */
export async function renderPage(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
