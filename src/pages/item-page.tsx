import type { ReactNode } from 'react';
import { IconSprite } from '../components/icon-sprite';
import { Icon } from '../components/icon';
import { PortfolioHome } from '../components/section-link';
import type { SectionId } from '../config/sections';
import { Footer } from '../layout/footer';
import { PageHeader } from '../layout/page-header';
import { SkipLink } from '../layout/skip-link';
import { Breadcrumb } from './breadcrumb';
import { langOf } from '../words';

export interface ItemPageProps {
  /** The portfolio's address ("/" or the sub-path it is served under). */
  home: string;
  /** The page's path within its language, "projects/<slug>/". */
  path: string;
  /** The section the item belongs to, and its name there ("Projects"). */
  section: SectionId;
  sectionLabel: string;
  /** The link back to the section, under the item ("All projects"). */
  backLabel: string;
  title: string;
  /** What comes above the title: its icon and a kicker line. */
  header: ReactNode;
  /** Below the title: category, year, status. */
  meta: ReactNode;
  links: ReactNode;
  children: ReactNode;
}

/**
 * A project's or paper's own page: the site's bar and footer around the item, read in full
 * without JavaScript (the build ships none with it), with a way back to its section.
 */
export function ItemPage({
  home,
  path,
  section,
  sectionLabel,
  backLabel,
  title,
  header,
  meta,
  links,
  children,
}: ItemPageProps) {
  const sectionHref = `${home}#${section}`;
  return (
    <PortfolioHome.Provider value={home}>
      <SkipLink />
      <PageHeader current={section} path={path} />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* What search indexes of the page (scripts/search-index.ts), but for the ways around. */}
        <article
          data-pagefind-body
          className="page-article mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14"
        >
          <Breadcrumb
            home={home}
            parent={{ label: sectionLabel, href: sectionHref }}
            current={title}
            currentLang={langOf(title)}
          />
          <header className="mt-8 flex items-start gap-4">
            <span className="hidden sm:block">{header}</span>
            <div className="min-w-0">
              <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-fg sm:text-4xl">
                <bdi lang={langOf(title)}>{title}</bdi>
              </h1>
              <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                {meta}
              </div>
            </div>
          </header>
          <div data-pagefind-ignore className="mt-6 flex flex-wrap items-center gap-3">
            {links}
          </div>
          <div className="mt-10">{children}</div>
          <p data-pagefind-ignore className="mt-12 border-t border-border pt-6 print:hidden">
            <a
              href={sectionHref}
              className="inline-flex items-center gap-2 font-semibold text-accent hover:text-accent-strong"
            >
              <Icon name="arrow-up" className="size-4 -rotate-90 rtl:rotate-90" />
              {backLabel}
            </a>
          </p>
        </article>
      </main>
      <Footer />
      <IconSprite />
    </PortfolioHome.Provider>
  );
}
