// A note's code blocks as its page shows them: each under a bar with a Copy button, which the
// page's small script (src/lib/code-copy-script.ts) shows and answers. The feeds keep the blocks
// as they are: a reader's app runs no script of the site's.
import { iconSymbolId } from '../../src/components/icon.tsx';
import { CODE_BAR_ATTRIBUTE } from '../../src/lib/code-copy-script.ts';
import { t } from '../../src/words/index.ts';
import { escapeHtml } from '../seo.ts';

/** A highlighted block as shiki writes it: one <pre>, which holds no other. */
const CODE_BLOCK = /<pre class="shiki[^"]*"[^>]*>[\s\S]*?<\/pre>/g;

/** A code block's Copy bar, by its mark. */
export const CODE_BAR_SELECTOR = `[${CODE_BAR_ATTRIBUTE}]`;

/** `html` with a Copy bar over each code block, and whether it had one. */
export function withCodeCopy(html: string): { html: string; hasCode: boolean } {
  let hasCode = false;
  const bar = [
    `<div class="code-bar" ${CODE_BAR_ATTRIBUTE} hidden>`,
    '<span role="status"></span>',
    `<button type="button" class="code-copy" data-code-copy`,
    ` data-copied="${escapeHtml(t('notes.codeCopied'))}"`,
    ` data-selected="${escapeHtml(t('notes.codeSelected'))}"`,
    ` aria-label="${escapeHtml(t('notes.copyCodeLabel'))}">`,
    `<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24"><use href="#${iconSymbolId('copy')}"></use></svg>`,
    `${escapeHtml(t('notes.copyCode'))}</button></div>`,
  ].join('');
  const wrapped = html.replace(CODE_BLOCK, (block) => {
    hasCode = true;
    return `<div class="code-block" data-code>${bar}${block}</div>`;
  });
  return { html: wrapped, hasCode };
}
