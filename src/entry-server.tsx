import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app';
import { projects, publications } from './content';
import { itemSlug, type ItemKind } from './lib/item-address';
import { PaperPage } from './pages/paper-page';
import { ProjectPage } from './pages/project-page';

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

export interface RenderedItemPage {
  kind: ItemKind;
  id: number;
  slug: string;
  /** The page's body content, for the template's root. */
  html: string;
}

/**
 * Every project's and paper's own page, as static markup: these pages are never hydrated, so
 * they carry no React markers and ship no JavaScript. `home` is the portfolio's address.
 */
export function renderItemPages(home: string): RenderedItemPage[] {
  return [
    ...projects.map((project) => ({
      kind: 'project' as const,
      id: project.id,
      slug: itemSlug(project),
      html: renderToStaticMarkup(<ProjectPage project={project} home={home} />),
    })),
    ...publications.map((paper) => ({
      kind: 'paper' as const,
      id: paper.id,
      slug: itemSlug(paper),
      html: renderToStaticMarkup(<PaperPage paper={paper} home={home} />),
    })),
  ];
}
