import { t } from '../words';

export interface BreadcrumbProps {
  home: string;
  /** The crumb between home and the page: a section or the notes list. */
  parent: { label: string; href: string };
  /** The page's own crumb; none when the parent is the page itself (the notes list). */
  current?: string;
  /** The language of `current` where it is not the page's (words/index.ts `langOf`). */
  currentLang?: string;
}

/** Home / parent / the page, above an item's or a note's page; search indexes none of it. */
export function Breadcrumb({ home, parent, current, currentLang }: BreadcrumbProps) {
  return (
    <nav aria-label={t('itemPage.breadcrumb')} data-pagefind-ignore className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <a href={home} className="hover:text-accent">
            {t('itemPage.home')}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li {...(current === undefined ? { 'aria-current': 'page' as const } : {})}>
          <a href={parent.href} className="hover:text-accent">
            {parent.label}
          </a>
        </li>
        {current !== undefined && (
          <>
            <li aria-hidden="true">/</li>
            {/* Its own direction: a title in another script is cut at its own end. */}
            <li
              aria-current="page"
              dir="auto"
              lang={currentLang}
              className="min-w-0 truncate text-fg"
            >
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
