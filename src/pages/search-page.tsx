import { IconSprite } from '../components/icon-sprite';
import { Island } from '../components/island';
import { PortfolioHome } from '../components/section-link';
import { Footer } from '../layout/footer';
import { PageHeader } from '../layout/page-header';
import SearchIsland, { hydrate as searchWakes } from '../layout/search.island';
import { SkipLink } from '../layout/skip-link';
import { SEARCH_PATH } from '../lib/search';
import { t } from '../words';

export interface SearchPageProps {
  /** The portfolio's address ("/" or the sub-path it is served under). */
  home: string;
}

/**
 * /search/: where the bar's search leads without JavaScript, and a search of its own with it (the
 * one island of the page). `?q=` fills the field, so a search can be linked.
 */
export function SearchPage({ home }: SearchPageProps) {
  return (
    <PortfolioHome.Provider value={home}>
      <SkipLink />
      <PageHeader path={SEARCH_PATH} />
      <main id="main" tabIndex={-1} className="outline-none">
        <div className="mx-auto min-h-[60vh] max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="mb-8 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {t('search.title')}
          </h1>
          {/* Without JavaScript a field would take a visitor's typing and do nothing with it: the
              page says why instead (shown by the style sheet where no script runs). */}
          <div className="scriptless:hidden">
            <Island name="search" hydrate={searchWakes}>
              <SearchIsland />
            </Island>
          </div>
          <p hidden className="noscript-reveal mt-4 text-muted">
            {t('search.needsScript')}
          </p>
        </div>
      </main>
      <Footer />
      <IconSprite />
    </PortfolioHome.Provider>
  );
}
