import type { ReactNode } from 'react';
import { IconSprite } from '../components/icon-sprite';
import { PortfolioHome } from '../components/section-link';
import { Footer } from '../layout/footer';
import { PageHeader } from '../layout/page-header';
import { SkipLink } from '../layout/skip-link';
import { notesListPath } from '../lib/notes';
import { t } from '../words';
import { Breadcrumb } from './breadcrumb';

export interface NotesFrameProps {
  home: string;
  /** The page's path within its language ("notes/", "notes/<slug>/"). */
  path: string;
  /** The last crumb: the note's title; none on the list, which is the crumb itself. */
  title?: string;
  /** The site's languages this page exists in, when not all of them. */
  existsIn?: readonly string[];
  /** The languages with a notes list, whose first page stands in for this one where it is missing. */
  listedIn?: readonly string[];
  children: ReactNode;
}

/** The bar, the breadcrumb and the footer around a page of notes; read whole without JavaScript. */
export function NotesFrame({ home, path, title, existsIn, listedIn, children }: NotesFrameProps) {
  return (
    <PortfolioHome.Provider value={home}>
      <SkipLink />
      <PageHeader
        current="notes"
        path={path}
        existsIn={existsIn}
        standIn={listedIn && { path: notesListPath(1), in: listedIn }}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Breadcrumb
            home={home}
            parent={{ label: t('nav.notes'), href: `${home}notes/` }}
            {...(title === undefined ? {} : { current: title })}
          />
          {children}
        </div>
      </main>
      <Footer />
      <IconSprite />
    </PortfolioHome.Provider>
  );
}
