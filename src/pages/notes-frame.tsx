import type { ReactNode } from 'react';
import { IconSprite } from '../components/icon-sprite';
import { PortfolioHome } from '../components/section-link';
import { Footer } from '../layout/footer';
import { PageHeader } from '../layout/page-header';
import { SkipLink } from '../layout/skip-link';
import { t } from '../words';

export interface NotesFrameProps {
  home: string;
  /** The page's path within its language ("notes/", "notes/<slug>/"). */
  path: string;
  /** The last crumb: the note's title; none on the list, which is the crumb itself. */
  title?: string;
  children: ReactNode;
}

/** The bar, the breadcrumb and the footer around a page of notes; read whole without JavaScript. */
export function NotesFrame({ home, path, title, children }: NotesFrameProps) {
  const list = `${home}notes/`;
  return (
    <PortfolioHome.Provider value={home}>
      <SkipLink />
      <PageHeader current="notes" path={path} />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <nav aria-label={t('itemPage.breadcrumb')} className="text-sm text-muted">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <li>
                <a href={home} className="hover:text-accent">
                  {t('itemPage.home')}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li {...(title === undefined ? { 'aria-current': 'page' as const } : {})}>
                <a href={list} className="hover:text-accent">
                  {t('nav.notes')}
                </a>
              </li>
              {title !== undefined && (
                <>
                  <li aria-hidden="true">/</li>
                  <li aria-current="page" dir="auto" className="min-w-0 truncate text-fg">
                    {title}
                  </li>
                </>
              )}
            </ol>
          </nav>
          {children}
        </div>
      </main>
      <Footer />
      <IconSprite />
    </PortfolioHome.Provider>
  );
}
