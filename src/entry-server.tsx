import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app';
import { IslandPrerenderContext } from './components/island';
import { projects, publications } from './content';
import { itemSlug, type ItemKind } from './lib/item-address';
import { islandIdPrefix } from './lib/islands';
import { NotePage, type NotePageProps } from './pages/note-page';
import { NotesListPage, type NotesListPageProps } from './pages/notes-list-page';
import { NotesTagPage, type NotesTagPageProps } from './pages/notes-tag-page';
import { PaperPage } from './pages/paper-page';
import { ProjectPage } from './pages/project-page';
import { SearchPage } from './pages/search-page';

/**
 * Renders `node` to HTML, waiting for every Suspense boundary. An error inside a boundary would
 * otherwise leave that part of the page to the browser, where it fails again, while the build
 * went on: it fails the build instead, with the error's own message.
 */
export async function renderToHtml(node: ReactNode, identifierPrefix?: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>, {
    identifierPrefix,
    // Never outline a Suspense boundary into a hidden template swapped in by inline script: the
    // page must read complete without JavaScript, and the boundaries exist only to split hydration.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length > 1) {
    // Every one of them, so one build names them all; the first's own message first.
    const said = errors.map((error) => (error instanceof Error ? error.message : String(error)));
    throw new Error([...new Set(said)].join('\n'), { cause: errors[0] });
  }
  if (errors.length > 0) throw errors[0];
  return html;
}

/**
 * Renders the whole page to HTML at build time. Each island is rendered as the root of its own
 * that the client hydrates it as (its own useId count, src/lib/islands.ts), then put in its place.
 */
export async function renderPage(): Promise<string> {
  return renderWithIslands(<App />);
}

/** The search page (src/pages/search-page.tsx), its island prerendered as the main page's are. */
export async function renderSearchPage(home: string): Promise<string> {
  return renderWithIslands(<SearchPage home={home} />);
}

async function renderWithIslands(page: ReactNode): Promise<string> {
  const islands = new Map<string, ReactNode>();
  const collect = (name: string, content: ReactNode) => {
    if (islands.has(name)) throw new Error(`Two islands are named "${name}"`);
    islands.set(name, content);
  };
  renderToStaticMarkup(<IslandPrerenderContext value={{ collect }}>{page}</IslandPrerenderContext>);
  const markup = new Map<string, string>();
  for (const [name, content] of islands) {
    markup.set(name, await renderToHtml(content, islandIdPrefix(name)));
  }
  return renderToHtml(<IslandPrerenderContext value={{ markup }}>{page}</IslandPrerenderContext>);
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

/** A note's own page body, as static markup like the item pages (scripts/notes/pages.ts). */
export function renderNotePage(props: NotePageProps): string {
  return renderToStaticMarkup(<NotePage {...props} />);
}

/** A tag's page of notes, as static markup. */
export function renderNotesTagPage(props: NotesTagPageProps): string {
  return renderToStaticMarkup(<NotesTagPage {...props} />);
}

/** A page of the notes list, as static markup. */
export function renderNotesListPage(props: NotesListPageProps): string {
  return renderToStaticMarkup(<NotesListPage {...props} />);
}
