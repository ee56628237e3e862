import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../components/dialog-test-polyfill';
import { searchSite } from '../lib/pagefind';
import { SEARCH_RESULTS_MAX, type SearchHit } from '../lib/search';
import { formatNumber, t } from '../words';
import { SearchOpener } from './search-opener';

vi.mock('../lib/pagefind', () => ({ searchSite: vi.fn() }));

beforeAll(installDialogPolyfill);

const HITS: SearchHit[] = [
  { url: '/research/a/', title: 'First paper', excerpt: 'a <mark>word</mark> here' },
  { url: '/#experience', title: 'Experience', excerpt: 'the <mark>word</mark> again' },
];

describe('SearchOpener', () => {
  it('loads nothing until opened, then searches as the visitor types and announces the count', async () => {
    vi.mocked(searchSite).mockResolvedValue({ hits: HITS, pages: HITS.length, total: HITS.length });
    const user = userEvent.setup();
    render(<SearchOpener />);
    expect(searchSite).not.toHaveBeenCalled();
    const opener = screen.getByRole('button', { name: t('search.open') });
    await user.click(opener);
    // The dialog's code is a chunk of its own, fetched on the first opening.
    const dialog = await screen.findByRole('dialog', { name: t('search.title') });
    const field = screen.getByRole('searchbox', { name: t('search.label') });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'word');
    expect(await screen.findByRole('status')).toHaveTextContent(
      t('search.results', { count: HITS.length }),
    );
    expect(searchSite).toHaveBeenLastCalledWith(
      'word',
      expect.any(String),
      expect.any(String),
      SEARCH_RESULTS_MAX,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(HITS.map((hit) => hit.url));
    // Named by the title, described by the excerpt: read out at each arrow press, the name is short.
    expect(links[0]).toHaveAccessibleName('First paper');
    expect(links[0]).toHaveAccessibleDescription('a word here');

    // Arrows move from the field through the results; Escape closes and focus returns.
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    // jsdom has no Escape → close; browsers' is the e2e tests' (tests/e2e/search.spec.ts).
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says how many of how many it shows, and shows more on asking, the focus on the first new one', async () => {
    // Pages found past those shown: each "Show more" asks for SEARCH_RESULTS_MAX more.
    const found = Array.from({ length: SEARCH_RESULTS_MAX * 2 + 1 }, (_, index) => ({
      url: `/projects/p${index}/`,
      title: `Project ${index}`,
      excerpt: 'a <mark>word</mark>',
    }));
    vi.mocked(searchSite).mockImplementation((_query, _base, _home, pages = SEARCH_RESULTS_MAX) =>
      Promise.resolve({
        hits: found.slice(0, pages),
        pages: Math.min(pages, found.length),
        total: found.length,
      }),
    );
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.click(screen.getByRole('button', { name: t('search.open') }));
    const field = await screen.findByRole('searchbox', { name: t('search.label') });
    await user.type(field, 'word');
    const status = screen.getByRole('status');
    const says = (shown: number) =>
      t('search.resultsShown', { shown: formatNumber(shown), count: found.length });
    await waitFor(() => expect(status).toHaveTextContent(says(SEARCH_RESULTS_MAX)));
    expect(screen.getAllByRole('link')).toHaveLength(SEARCH_RESULTS_MAX);

    await user.click(screen.getByRole('button', { name: t('search.showMore') }));
    await waitFor(() => expect(status).toHaveTextContent(says(SEARCH_RESULTS_MAX * 2)));
    expect(screen.getAllByRole('link')[SEARCH_RESULTS_MAX]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: t('search.showMore') }));
    await waitFor(() =>
      expect(status).toHaveTextContent(t('search.results', { count: found.length })),
    );
    expect(screen.queryByRole('button', { name: t('search.showMore') })).not.toBeInTheDocument();
  });

  it('keeps the results it shows when more cannot load, says so, and loads them on asking again', async () => {
    const found = Array.from({ length: SEARCH_RESULTS_MAX + 1 }, (_, index) => ({
      url: `/projects/p${index}/`,
      title: `Project ${index}`,
      excerpt: 'a <mark>word</mark>',
    }));
    let offline = false;
    vi.mocked(searchSite).mockImplementation((_query, _base, _home, pages = SEARCH_RESULTS_MAX) =>
      offline
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({
            hits: found.slice(0, pages),
            pages: Math.min(pages, found.length),
            total: found.length,
          }),
    );
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.click(screen.getByRole('button', { name: t('search.open') }));
    await user.type(await screen.findByRole('searchbox', { name: t('search.label') }), 'word');
    const status = screen.getByRole('status');
    const more = () => screen.getByRole('button', { name: t('search.showMore') });
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(SEARCH_RESULTS_MAX));

    offline = true;
    await user.click(more());
    await waitFor(() => expect(status).toHaveTextContent(t('search.moreFailed')));
    expect(screen.getAllByRole('link')).toHaveLength(SEARCH_RESULTS_MAX);

    offline = false;
    await user.click(more());
    await waitFor(() =>
      expect(status).toHaveTextContent(t('search.results', { count: found.length })),
    );
    // As many as were asked for the first time: none skipped.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      found.map((hit) => hit.url),
    );
    expect(screen.getAllByRole('link')[SEARCH_RESULTS_MAX]).toHaveFocus();
  });

  it('opens with / and with Ctrl+K, and says when nothing matches', async () => {
    vi.mocked(searchSite).mockResolvedValue({ hits: [], pages: 0, total: 0 });
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.keyboard('/');
    await screen.findByRole('dialog');
    const field = screen.getByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    // The slash that opened it is not typed into the field.
    expect(field).toHaveValue('');
    await user.type(field, 'zzz');
    // The query isolated in the sentence, so one written the other way keeps its own order.
    expect(await screen.findByRole('status')).toHaveTextContent(
      t('search.none', { query: '\u2068zzz\u2069' }),
    );
    screen.getByRole<HTMLDialogElement>('dialog').close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says so when search cannot load', async () => {
    vi.mocked(searchSite).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.click(screen.getByRole('button', { name: t('search.open') }));
    await user.type(await screen.findByRole('searchbox'), 'word');
    expect(await screen.findByRole('status')).toHaveTextContent(t('search.failed'));
  });

  it('searches the same words again on Enter after a failure, and once the browser is back online', async () => {
    vi.mocked(searchSite).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.click(screen.getByRole('button', { name: t('search.open') }));
    await user.type(await screen.findByRole('searchbox'), 'word');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(t('search.failed')));
    let answer = (_: Awaited<ReturnType<typeof searchSite>>) => {};
    vi.mocked(searchSite).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await user.keyboard('{Enter}');
    // Said to be searching again, until the answer comes.
    await waitFor(() => expect(status).toHaveTextContent(t('search.loading')));
    answer({ hits: HITS, pages: HITS.length, total: HITS.length });
    await waitFor(() =>
      expect(status).toHaveTextContent(t('search.results', { count: HITS.length })),
    );

    vi.mocked(searchSite).mockRejectedValue(new Error('offline'));
    await user.type(screen.getByRole('searchbox'), 's');
    await waitFor(() => expect(status).toHaveTextContent(t('search.failed')));
    vi.mocked(searchSite).mockResolvedValue({ hits: HITS, pages: HITS.length, total: HITS.length });
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(status).toHaveTextContent(t('search.results', { count: HITS.length })),
    );
  });

  it('says nothing was found for a long query, cut short', async () => {
    vi.mocked(searchSite).mockResolvedValue({ hits: [], pages: 0, total: 0 });
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.click(screen.getByRole('button', { name: t('search.open') }));
    const long = 'x'.repeat(500);
    await user.click(await screen.findByRole('searchbox'));
    await user.paste(long);
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/…/));
    expect(status.textContent!.length).toBeLessThan(long.length / 2);
    // Cut between whole characters as a reader sees them, never inside one.
    const family = '👨‍👩‍👧';
    await user.clear(screen.getByRole('searchbox'));
    await user.paste(family.repeat(100));
    await waitFor(() => expect(status).toHaveTextContent(`${family}…`));
  });

  it("says it is searching while an earlier query's results are still shown", async () => {
    vi.mocked(searchSite).mockResolvedValue({ hits: HITS, pages: HITS.length, total: HITS.length });
    const user = userEvent.setup();
    render(<SearchOpener />);
    await user.click(screen.getByRole('button', { name: t('search.open') }));
    const field = await screen.findByRole('searchbox');
    await user.type(field, 'word');
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(t('search.results', { count: HITS.length })),
    );
    vi.mocked(searchSite).mockReturnValue(new Promise(() => {}));
    await user.clear(field);
    await user.type(field, 'other');
    expect(status).toHaveTextContent(t('search.loading'));
    expect(screen.getAllByRole('link')).toHaveLength(HITS.length);
  });
});
