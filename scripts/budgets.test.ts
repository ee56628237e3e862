import { describe, expect, it } from 'vitest';
import { textBytes } from './bench/bundle-size.ts';
import { BUDGETS_BYTES, HTML_PER_TEXT_BYTE, HTML_TEXT_INCLUDED, htmlBudget } from './budgets.ts';

describe('the main page’s HTML budget', () => {
  it('holds as it is for a page of up to the words it includes, and grows with more', () => {
    expect(htmlBudget(0)).toBe(BUDGETS_BYTES.html);
    expect(htmlBudget(HTML_TEXT_INCLUDED)).toBe(BUDGETS_BYTES.html);
    expect(htmlBudget(HTML_TEXT_INCLUDED + 1000)).toBe(
      BUDGETS_BYTES.html + 1000 * HTML_PER_TEXT_BYTE,
    );
  });

  it('counts the words a page shows, not its scripts, styles, drawings or markup', () => {
    const words = 'A life of projects, papers and notes. '.repeat(20);
    const page = (extra: string) =>
      `<!doctype html><html><head><style>p{color:red}</style></head><body><p class="a b c">${words}</p>${extra}</body></html>`;
    const plain = textBytes(page(''));
    expect(plain).toBeGreaterThan(0);
    expect(
      textBytes(
        page(
          `<script>${'let x = 1;'.repeat(500)}</script><style>${'.a{}'.repeat(500)}</style><svg><path d="${'M0 0'.repeat(500)}"/></svg>`,
        ),
      ),
    ).toBe(plain);
    expect(
      textBytes(page(`<p>${'Another paper, another year. '.repeat(200)}</p>`)),
    ).toBeGreaterThan(plain);
  });
});
