import { describe, expect, it } from 'vitest';
import { t } from '../../src/words/index.ts';
import { renderNoteMarkdown } from './markdown.ts';
import { withCodeCopy } from './code-copy.ts';

describe('withCodeCopy', () => {
  it('puts a hidden Copy bar, named in the page’s words, over each highlighted block', async () => {
    const { html } = await renderNoteMarkdown(
      'Some `inline` code.\n\n```python\nprint("a")\n```\n\nText.\n\n```\nplain\n```',
    );
    const copied = withCodeCopy(html);
    expect(copied.hasCode).toBe(true);
    const blocks = copied.html.match(/<div class="code-block" data-code>/g) ?? [];
    expect(blocks).toHaveLength(2);
    expect(copied.html.match(/<div class="code-bar" data-code-bar hidden>/g)).toHaveLength(2);
    expect(copied.html).toContain(`aria-label="${t('notes.copyCodeLabel')}"`);
    expect(copied.html).toContain(`data-copied="${t('notes.codeCopied')}"`);
    // Each bar sits in its block, just above the block's own <pre>.
    expect(copied.html).toMatch(/<\/button><\/div><pre class="shiki/);
    // Inline code and the text around stay as they were.
    expect(copied.html.replace(/<div class="code-block"[\s\S]*?<\/pre><\/div>/g, '')).toBe(
      html.replace(/<pre class="shiki[\s\S]*?<\/pre>/g, ''),
    );
  }, 30_000);

  it('leaves a note without code blocks as it was', () => {
    const html = '<p>No <code>block</code> here.</p>';
    expect(withCodeCopy(html)).toEqual({ html, hasCode: false });
  });
});
