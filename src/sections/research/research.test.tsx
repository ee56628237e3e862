import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../components/dialog-test-polyfill';
import { figures, profile, publications } from '../../content';
import type { Publication } from '../../content/types';
import { PaperCard } from './paper-card';
import { Research } from './research';

beforeAll(() => {
  installDialogPolyfill();
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Research', () => {
  it('derives the stat cards from the papers and the stated figures', () => {
    render(<Research />);
    expect(stat('Publications')).toHaveTextContent(String(publications.length));
    expect(stat('Under Review')).toHaveTextContent('0');
    expect(stat('Co-authors')).toHaveTextContent(figures.coAuthors);
    expect(stat('Research Areas')).toHaveTextContent(figures.researchAreas);
  });

  it('shows each paper as an article with the owner highlighted among the authors', () => {
    render(<Research />);
    expect(screen.getAllByRole('article')).toHaveLength(publications.length);
    const card = screen.getByRole('article', { name: publications[1].title });
    expect(within(card).getByText(profile.name).tagName).toBe('STRONG');
    expect(within(card).getByText('Priya Sharma', { exact: false }).tagName).not.toBe('STRONG');
    expect(within(card).getByText('Under Progress')).toHaveClass('bg-warning-bg');
  });

  it('shows five keywords, +N more, and metrics as words', () => {
    render(<Research />);
    const card = screen.getByRole('article', { name: publications[0].title });
    const keywords = within(card).getByRole('list', { name: 'Keywords' });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(6);
    expect(within(keywords).getByText('+2 more')).toBeInTheDocument();
    expect(within(card).getByText('Test Accuracy')).toBeInTheDocument();
    expect(within(card).getByText('F1 Score')).toBeInTheDocument();
    expect(within(card).queryByText('testAccuracy')).not.toBeInTheDocument();
  });

  it('has no DOI or arXiv link where the values are null, and N/A for a missing code link', () => {
    render(<Research />);
    expect(screen.queryByRole('link', { name: /DOI|arXiv/ })).not.toBeInTheDocument();
    const third = screen.getByRole('article', { name: publications[2].title });
    expect(within(third).getByTitle('Source code not available')).toBeDisabled();
  });

  it('opens the paper modal from the card title and from Details, with its own address', async () => {
    const user = userEvent.setup();
    render(<Research />);
    const paper = publications[0];
    await user.click(screen.getByRole('button', { name: paper.title }));
    // The modal is a lazy chunk: it appears once loaded.
    let dialog = await screen.findByRole('dialog', { name: paper.title });
    expect(window.location.hash).toBe(`#paper-${paper.id}`);
    for (const part of ['Authors', 'Abstract', 'Methodology', 'Key Results', 'Keywords']) {
      expect(within(dialog).getByRole('heading', { name: part })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: /^View Code/ })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Details for ${publications[1].title}` }));
    dialog = await screen.findByRole('dialog', { name: publications[1].title });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(publications[1].keywords.length);
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
    expect(screen.getByRole('link', { name: /^DOI/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1109/example.2025.1',
    );
    expect(screen.getByRole('link', { name: /^arXiv/ })).toHaveAttribute(
      'href',
      'https://arxiv.org/abs/2501.01234',
    );
    expect(screen.getByText('Published')).toHaveClass('bg-success-bg');
  });
});
