import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import citations from 'virtual:citations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publications } from '../../content';
import { paperBibPath } from '../../lib/citations';
import { itemPagePathname } from '../../lib/modal-address';
import { renderToString } from 'react-dom/server';
import { t } from '../../words';
import { PaperCite } from './paper-cite';

const paper = publications[0];
const citation = paper && citations[String(paper.id)];

/** user-event installs its own clipboard on setup; this replaces it afterwards. */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

const shownText = (root: HTMLElement, style: string) =>
  root.querySelector(`[data-cite-text="${style}"]`)?.textContent;

describe.skipIf(!paper || !citation)('the Cite control', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens on Cite with BibTeX chosen, switches style and copies the style chosen', async () => {
    const user = userEvent.setup();
    render(<PaperCite paper={paper!} />);
    const cite = screen.getByText(t('research.cite'));
    expect(cite.closest('summary')).toHaveAccessibleName(
      t('research.citeFor', { title: paper!.title }),
    );
    await user.click(cite);
    const styles = await screen.findByRole('group', { name: t('research.cite.style') });
    expect(
      within(styles).getByRole('radio', { name: t('research.cite.style.bibtex') }),
    ).toBeChecked();
    const root = cite.closest('details')!;
    expect(shownText(root, 'bibtex')).toBe(citation!.bibtex);
    expect(root.querySelector('pre')).toHaveTextContent(citation!.key);

    const writeText = vi.fn((text: string) => Promise.resolve(void text));
    clipboard(writeText);
    await user.click(within(styles).getByRole('radio', { name: t('research.cite.style.apa') }));
    expect(within(styles).getByRole('radio', { name: t('research.cite.style.apa') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: t('research.cite.copyLabel') }));
    expect(writeText).toHaveBeenCalledWith(citation!.apa);
    expect(await screen.findByRole('status')).toHaveTextContent(t('research.cite.copied'));
  });

  it('shows the citation selected in a field when the clipboard refuses, as Share does', async () => {
    const user = userEvent.setup();
    render(<PaperCite paper={paper!} />);
    await user.click(screen.getByText(t('research.cite')));
    await user.click(await screen.findByRole('radio', { name: t('research.cite.style.mla') }));
    clipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: t('research.cite.copyLabel') }));
    const field = await screen.findByLabelText(t('research.cite.copyThis'));
    expect(field).toHaveValue(citation!.mla);
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  // Opening by keyboard is the browser's (a <summary>, which jsdom does not focus): see the e2e.
  it('chooses a style and copies from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PaperCite paper={paper!} />);
    await user.click(screen.getByText(t('research.cite')));
    const bibtex = await screen.findByRole('radio', { name: t('research.cite.style.bibtex') });
    bibtex.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: t('research.cite.style.apa') })).toBeChecked();
    const writeText = vi.fn((text: string) => Promise.resolve(void text));
    clipboard(writeText);
    await user.tab();
    expect(screen.getByRole('button', { name: t('research.cite.copyLabel') })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(citation!.apa);
  });

  it('links the paper’s own .bib file, to download', async () => {
    render(<PaperCite paper={paper!} />);
    const link = screen.getByRole('link', {
      name: t('research.cite.bibFor', { title: paper!.title }),
    });
    expect(link).toHaveAttribute('href', `${import.meta.env.BASE_URL}${paperBibPath(paper!)}`);
    expect(link).toHaveAttribute('download');
    // A file name reads left to right on a right-to-left page too (".bib", not "bib.").
    expect(within(link).getByText(t('research.cite.bib'))).toHaveAttribute('dir', 'ltr');
  });

  it('before the app wakes, holds the .bib and a link to the paper’s page, which shows every style', () => {
    // As prerendered: what a visitor without JavaScript opens.
    document.body.innerHTML = renderToString(<PaperCite paper={paper!} />);
    expect(document.querySelector('[data-cite-text]')).toBeNull();
    expect(
      screen.getByRole('link', { name: t('research.cite.bibFor', { title: paper!.title }) }),
    ).toBeInTheDocument();
    const styles = screen.getByRole('link', {
      name: t('research.cite.stylesFor', { title: paper!.title }),
    });
    expect(styles).toHaveAttribute(
      'href',
      itemPagePathname(import.meta.env.BASE_URL, 'paper', paper!),
    );
    expect(styles).toHaveTextContent(t('research.cite.styles'));
  });
});
