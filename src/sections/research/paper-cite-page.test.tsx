// The Cite control on a paper's own page: static markup and the page's one inline script.
import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import citations from 'virtual:citations';
import { describe, expect, it, vi } from 'vitest';
import { publications } from '../../content';
import { CITATION_STYLES } from '../../lib/citations';
import { CITE_COPY_SCRIPT } from '../../lib/cite-copy-script';
import { t } from '../../words';
import { PaperCite } from './paper-cite';

const paper = publications[0];
const citation = paper && citations[String(paper.id)];

/** The script listens on the document for good: this file runs in a jsdom of its own. */
function clipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe.skipIf(!paper || !citation)('the Cite control on a paper page', () => {
  it("shows every style without the app, and copies through the page's script", async () => {
    document.body.innerHTML = renderToStaticMarkup(<PaperCite paper={paper!} standalone />);
    const copy = document.querySelector<HTMLButtonElement>('[data-cite-copy]')!;
    expect(copy.hidden).toBe(true);
    for (const style of CITATION_STYLES) {
      const text = document.querySelector(`[data-cite-text="${style}"]`)?.textContent;
      expect(text).toBe(citation![style]);
    }
    new Function(CITE_COPY_SCRIPT)();
    expect(copy.hidden).toBe(false);

    const writeText = vi.fn((text: string) => Promise.resolve(void text));
    clipboard(writeText);
    document.querySelector<HTMLInputElement>('input[value="ieee"]')!.click();
    copy.click();
    expect(writeText).toHaveBeenCalledWith(citation!.ieee);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(t('research.cite.copied')),
    );

    clipboard(() => {
      throw new Error('no clipboard here');
    });
    copy.click();
    const field = screen.getByLabelText<HTMLTextAreaElement>(t('research.cite.copyThis'));
    expect(field.value).toBe(citation!.ieee);
    expect(field).toHaveFocus();
  });
});
