import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../../components/dialog-test-polyfill';
import * as content from '../../content';
import { profile, publications } from '../../content';
import { shownTiles } from '../../test/stat-tiles';
import { expectedTiles } from '../../../tests/stat-tiles';
import type { Publication } from '../../content/types';
import { itemSlug } from '../../lib/item-address';
import { CARD_AUTHORS_FIRST } from '../../lib/card-authors';
import { PaperCard } from './paper-card';
import { PaperDetails } from './paper-details';
import Research from './research.section';
import { t } from '../../words';

// The papers are the test's own (with the owner among the authors), so what it expects holds
// whatever the owner's content is: three papers Under Progress, the first with seven keywords
// and camel-case metrics, none with DOI or arXiv, the third with no code.
const makePapers = vi.hoisted(() => (owner: string) => {
  const make = (id: number, title: string) => ({
    id,
    title,
    authors: [owner, 'Priya Sharma', 'Rohan Kulkarni'],
    conference: 'Presented',
    journal: 'IEEE/Conference Publication',
    year: '2025',
    status: 'Under Progress',
    category: 'Computer Vision',
    icon: 'eye',
    abstract: `${title} abstract.`,
    keywords: ['One', 'Two', 'Three'],
    methodology: 'Method.',
    results: { testAccuracy: '96.4%', f1Score: '0.95' },
    doi: null,
    arxiv: null,
    github: `https://github.com/owner/paper${id}`,
    accent: 'green',
  });
  return [
    {
      ...make(1, 'First Paper on Vision'),
      keywords: ['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7'],
    },
    make(2, 'Second Paper on Language'),
    { ...make(3, 'Third Paper on Health'), github: null },
  ] as Publication[];
});
vi.mock('../../content', async (importOriginal) => {
  const { fixtureModule, makeContent } = await import('../../test/content-fixture');
  return fixtureModule(importOriginal, { publications: makePapers(makeContent().profile.name) });
});

beforeAll(() => {
  installDialogPolyfill();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Research', () => {
  it('shows the figures of its row, stated or counted from content', () => {
    render(<Research />);
    expect(shownTiles()).toEqual(expectedTiles(content.stats.research, content));
  });

  it('shows each paper as an article with the owner highlighted among the authors', () => {
    render(<Research />);
    expect(screen.getAllByRole('article')).toHaveLength(publications.length);
    const card = screen.getByRole('article', { name: publications[1].title });
    expect(within(card).getByText(profile.name).closest('strong')).not.toBeNull();
    expect(within(card).getByText('Priya Sharma', { exact: false }).tagName).not.toBe('STRONG');
    expect(within(card).getByText(t('status.paper.Under Progress'))).toHaveClass('bg-warning-bg');
  });

  it('shows five keywords, +N more, and metrics as words', () => {
    render(<Research />);
    const card = screen.getByRole('article', { name: publications[0].title });
    const keywords = within(card).getByRole('list', { name: t('research.keywords') });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(keywords).getByText(t('tags.more', { count: 2, more: t('tags.more.word') })),
    ).toBeInTheDocument();
    expect(within(card).getByText('Test Accuracy')).toBeInTheDocument();
    expect(within(card).getByText('F1 Score')).toBeInTheDocument();
    expect(within(card).queryByText('testAccuracy')).not.toBeInTheDocument();
  });

  it('has no DOI or arXiv link where the values are null, and N/A for a missing code link', () => {
    render(<Research />);
    const paperLink = (name: string) =>
      publications.some((paper) =>
        [
          t('research.doiFor', { title: paper.title }),
          t('research.arxivFor', { title: paper.title }),
        ]
          .map((label) => t('link.newTab', { label }))
          .includes(name),
      );
    expect(screen.queryByRole('link', { name: paperLink })).not.toBeInTheDocument();
    const third = screen.getByRole('article', { name: publications[2].title });
    expect(within(third).getByTitle(t('link.codeUnavailable'))).toBeDisabled();
  });

  it('opens the paper modal from the card title and from Details, with its own address', async () => {
    const user = userEvent.setup();
    render(<Research />);
    const paper = publications[0];
    await user.click(screen.getByRole('button', { name: paper.title }));
    // The modal is a lazy chunk: it appears once loaded.
    let dialog = await screen.findByRole('dialog', { name: paper.title });
    expect(window.location.pathname).toBe(`/research/${encodeURIComponent(itemSlug(paper))}/`);
    for (const part of [
      t('research.authors'),
      t('research.abstract'),
      t('research.methodology'),
      t('research.results'),
      t('research.keywords'),
    ]) {
      expect(within(dialog).getByRole('heading', { name: part })).toBeInTheDocument();
    }
    expect(
      within(dialog).getByRole('link', { name: t('link.newTab', { label: t('link.viewCode') }) }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: t('dialog.close') })[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', {
        name: t('research.detailsFor', { title: publications[1].title }),
      }),
    );
    dialog = await screen.findByRole('dialog', { name: publications[1].title });
    const keywords = within(dialog).getByRole('list', { name: t('research.keywords') });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(publications[1].keywords.length);
  });
});

describe('PaperCard', () => {
  const withLinks: Publication = {
    ...publications[0],
    doi: '10.1109/example.2025.1',
    arxiv: 'https://arxiv.org/abs/2501.01234',
    status: 'Published',
  };

  it('links the DOI and arXiv entries where present', () => {
    render(<PaperCard paper={withLinks} onOpen={() => {}} />);
    expect(
      screen.getByRole('link', {
        name: t('link.newTab', { label: t('research.doiFor', { title: withLinks.title }) }),
      }),
    ).toHaveAttribute('href', 'https://doi.org/10.1109/example.2025.1');
    expect(
      screen.getByRole('link', {
        name: t('link.newTab', { label: t('research.arxivFor', { title: withLinks.title }) }),
      }),
    ).toHaveAttribute('href', 'https://arxiv.org/abs/2501.01234');
    expect(screen.getByText(t('status.paper.Published'))).toHaveClass('bg-success-bg');
  });

  it('cuts a long author list on the card to the first authors, the owner and how many more, and the details list them all', () => {
    const authors = Array.from({ length: 30 }, (_, index) => `Co Author${index + 1}`);
    authors[19] = profile.name;
    const paper: Publication = { ...publications[0], authors };
    const { unmount } = render(<PaperCard paper={paper} onOpen={() => {}} />);
    const list = screen.getByText(t('research.authors.before')).parentElement!;
    for (const author of authors.slice(0, CARD_AUTHORS_FIRST))
      expect(list).toHaveTextContent(author);
    expect(list).not.toHaveTextContent(authors[CARD_AUTHORS_FIRST]!);
    expect(within(list).getByText(profile.name).closest('strong')).not.toBeNull();
    expect(list).toHaveTextContent(`…`);
    expect(list).toHaveTextContent(
      t('research.authors.more', { count: authors.length - CARD_AUTHORS_FIRST - 1 }),
    );
    unmount();
    render(<PaperDetails paper={paper} headingLevel={3} />);
    const all = screen.getByText(t('research.authors.before')).parentElement!;
    for (const author of authors) expect(all).toHaveTextContent(author);
    expect(all).not.toHaveTextContent('…');
  });

  it('leaves out an abstract, keywords and results it does not have yet, with no empty gap', () => {
    const imported: Publication = { ...publications[0], abstract: '', keywords: [], results: {} };
    const { container } = render(<PaperCard paper={imported} onOpen={() => {}} />);
    expect(screen.queryByRole('list', { name: t('research.keywords') })).not.toBeInTheDocument();
    expect(container.querySelector('dl')).toBeNull();
    expect([...container.querySelectorAll('p')].filter((p) => p.textContent === '')).toEqual([]);
  });

  it('shows a button for each further link the paper has, and none for those it lacks', () => {
    const paper: Publication = {
      ...publications[0],
      doi: null,
      arxiv: null,
      pdf: 'https://example.org/paper.pdf',
      slides: 'https://example.org/slides.pdf',
      poster: null,
      video: 'https://video.example/talk',
      projectPage: 'https://example.org/project/',
    };
    render(<PaperCard paper={paper} onOpen={() => {}} />);
    const named = (key: Parameters<typeof t>[0]) =>
      screen.queryByRole('link', {
        name: t('link.newTab', {
          label: t(key as 'research.pdfFor', { title: paper.title }),
        }),
      });
    expect(named('research.pdfFor')).toHaveAttribute('href', paper.pdf);
    expect(named('research.slidesFor')).toHaveAttribute('href', paper.slides);
    expect(named('research.videoFor')).toHaveAttribute('href', paper.video);
    expect(named('research.projectPageFor')).toHaveAttribute('href', paper.projectPage);
    expect(named('research.posterFor')).toBeNull();
    expect(named('research.doiFor')).toBeNull();
    expect(named('research.pdfFor')).toHaveTextContent(t('research.pdf'));
  });
});
