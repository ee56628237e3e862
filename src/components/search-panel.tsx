import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_PAGE } from '../config/search';
import { BUTTON_SECONDARY } from './button-styles';
import { useSiteSearch, type SiteSearch } from '../hooks/use-site-search';
import { cn } from '../lib/cn';
import {
  addressWithQuery,
  nextResultIndex,
  QUERY_PARAMETER,
  SEARCH_ATTRIBUTE,
} from '../lib/search';
import { directionOf, formatNumber, langOf, t } from '../words';
import { isItemPageAddress } from '../lib/item-address';
import { Icon } from './icon';
import { asksForTheLink } from '../lib/link-click';
import { scrollToSection } from '../lib/scroll';
import { afterStepBack } from '../lib/address-history';

export interface SearchPanelProps {
  /** Focus the field on mount (the dialog). */
  focusOnOpen?: boolean;
  /**
   * Start from the address's `?q=`, the field focused as the page opens (the search page): by
   * the browser's own autofocus in the prerendered page, which holds before its script wakes, and
   * not by React, which would take focus back there on waking from wherever the visitor put it.
   */
  fromAddress?: boolean;
  /**
   * Escape in the panel (the dialog's close). Firefox's and WebKit's search fields take Escape
   * to clear themselves and never let the dialog see it; the panel hands it on itself.
   */
  onEscape?: () => void;
  /**
   * A result on the page it is open over has been chosen (the dialog's close): the page then
   * scrolls there itself, as a link to a section does, rather than jumping under the dialog.
   */
  onFollow?: () => void;
  className?: string;
}

/** The place on this page a result's link names, or null for a link to another page. */
function placeOnThisPage(link: HTMLAnchorElement): string | null {
  const to = new URL(link.href);
  const here = window.location;
  if (to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search)
    return null;
  try {
    return decodeURIComponent(to.hash.slice(1)) || null;
  } catch {
    return null;
  }
}

/** The most of a query that finds nothing its message repeats, in characters. */
const QUERY_SHOWN_MAX = 60;

function statusText(search: SiteSearch): string {
  switch (search.status) {
    case 'idle':
      return '';
    case 'loading':
      return t('search.loading');
    case 'failed':
      return t('search.failed');
    case 'done':
      // An earlier query's results, until the field's own arrive.
      if (search.stale) return t('search.loading');
      if (search.hits.length === 0) {
        // Isolated, so a query in another direction keeps its own order inside the sentence;
        // a long one cut, as the field shows it whole.
        const letters = [...new Intl.Segmenter().segment(search.query)].map((part) => part.segment);
        const query =
          letters.length > QUERY_SHOWN_MAX
            ? `${letters.slice(0, QUERY_SHOWN_MAX).join('')}…`
            : search.query;
        return t('search.none', { query: `\u2068${query}\u2069` });
      }
      if (search.moreFailed) return t('search.moreFailed');
      // Pages, while some are not shown: the main page's results are its sections.
      return search.pages < search.total
        ? t('search.resultsShown', { shown: formatNumber(search.pages), count: search.total })
        : t('search.results', { count: search.hits.length });
  }
}

/**
 * A labelled search field, a live region announcing how many results there are, and the results
 * as links. Down arrow moves from the field into the results, arrows move between them, Enter
 * follows one. Without JavaScript the form submits to the search page.
 */
export function SearchPanel({
  focusOnOpen,
  fromAddress,
  onEscape,
  onFollow,
  className,
}: SearchPanelProps) {
  const prerenderedFocus = fromAddress && import.meta.env.SSR;
  const id = useId();
  const [query, setQuery] = useState('');
  const { search, showMore, again } = useSiteSearch(query);
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const hits = search.status === 'done' ? search.hits : [];

  useEffect(() => {
    // After the dialog around it has opened (its effect runs after this one) and noted the opener.
    if (focusOnOpen) queueMicrotask(() => field.current?.focus());
    if (!fromAddress) return;
    // What the visitor typed into the page's field before its script woke, else the address's
    // own `?q=`: read once, as the page opens.
    const typed = field.current?.value;
    const asked = typed || new URLSearchParams(window.location.search).get(QUERY_PARAMETER);
    if (asked) setQuery(asked);
  }, [focusOnOpen, fromAddress]);

  // The page's address follows the query once the visitor's own has been read from it (on the
  // first render the field is still empty), replacing its entry: back leaves the page, as before.
  const queryRead = useRef(false);
  useEffect(() => {
    if (!fromAddress) return;
    queryRead.current ||= query !== '';
    if (!queryRead.current) return;
    const address = addressWithQuery(window.location.href, query);
    if (address === window.location.href) return;
    try {
      window.history.replaceState(window.history.state, '', address);
    } catch {
      // Safari refuses more than 100 changes in 30 seconds: the results still follow the field,
      // and the address catches up at the next letter it takes.
    }
  }, [fromAddress, query]);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  // "Show more" hands the focus to the first result it brought, once it is there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const from = firstNew.current;
    const count = search.status === 'done' ? search.hits.length : 0;
    if (from === null || count <= from) return;
    firstNew.current = null;
    links()[from]?.focus();
  }, [search]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = nextResultIndex(current, all.length, event.key);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div className={className}>
      <form
        role="search"
        action={SEARCH_PAGE}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter: to the first result, or, where the search could not load, it tries again.
          if (search.status === 'failed') again();
          else links()[0]?.focus();
        }}
        className="flex items-center gap-2"
      >
        <label htmlFor={`${id}-field`} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={field}
            id={`${id}-field`}
            type="search"
            name={QUERY_PARAMETER}
            {...{ [SEARCH_ATTRIBUTE]: '' }}
            value={query}
            onChange={(event) => {
              // A new query's results are not the ones "Show more" asked for.
              firstNew.current = null;
              setQuery(event.target.value);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('search.placeholder')}
            // Typed text runs its own way; the empty field, with its placeholder, the page's. Room
            // on both sides: the icon stays at the page's start, the field's clear button goes to
            // the text's end, which is the same side for text that runs the other way.
            dir={query ? 'auto' : undefined}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- a page that is a search field
            autoFocus={prerenderedFocus}
            aria-describedby={`${id}-status`}
            className="h-12 w-full rounded-xl border border-control-border bg-surface px-10 text-base text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
        </div>
      </form>
      <p
        id={`${id}-status`}
        role="status"
        className={cn(
          'mt-3 min-h-5 text-sm text-muted',
          (search.status === 'failed' || (search.status === 'done' && search.moreFailed)) &&
            'text-fg',
        )}
      >
        {statusText(search)}
      </p>
      {hits.length > 0 && (
        <ul ref={list} className="mt-2 space-y-2">
          {hits.map((hit, index) => (
            <li key={hit.url}>
              {/* Named by its title alone, its excerpt its description: read out whole as its
                  name, a result took a screen reader thirty words at each arrow press. */}
              <a
                href={hit.url}
                aria-labelledby={`${id}-${index}-title`}
                aria-describedby={`${id}-${index}-excerpt`}
                onKeyDown={onKeyDown}
                onClick={(event) => {
                  const place = onFollow && placeOnThisPage(event.currentTarget);
                  if (!place || asksForTheLink(event)) return;
                  event.preventDefault();
                  // Closing steps back over search's entry in history; the page goes on from the
                  // entry it lands on (a scroll begun before would stop at the step).
                  onFollow();
                  afterStepBack(() => scrollToSection(place));
                }}
                className="block rounded-xl border border-border p-4 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <span
                  id={`${id}-${index}-title`}
                  dir={directionOf(hit.title)}
                  lang={isItemPageAddress(hit.url) ? langOf(hit.title) : undefined}
                  className="block font-semibold text-fg"
                >
                  {hit.title}
                </span>
                {/* Pagefind's excerpt: the page's own text, escaped, with the matches in <mark>. */}
                <span
                  id={`${id}-${index}-excerpt`}
                  dir={directionOf(hit.excerpt.replace(/<[^>]*>/g, ''))}
                  className="mt-1 block text-sm text-muted [&_mark]:bg-accent/20 [&_mark]:text-fg forced-colors:[&_mark]:forced-color-adjust-none forced-colors:[&_mark]:bg-[Mark] forced-colors:[&_mark]:text-[MarkText]"
                  dangerouslySetInnerHTML={{ __html: hit.excerpt }}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {search.status === 'done' && search.pages < search.total && (
        <button
          type="button"
          onClick={() => {
            firstNew.current = hits.length;
            showMore();
          }}
          className={cn(BUTTON_SECONDARY, 'mt-4 w-full')}
        >
          {t('search.showMore')}
        </button>
      )}
    </div>
  );
}
