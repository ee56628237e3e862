// Print, checked in an engine that prints over its driver (Firefox over BiDi): the PDF's text per
// page, set against the page laid out with its print rules applied on screen.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Session } from './engines.ts';
import type { Journey } from './journeys.ts';
import { check, openPage } from './page.ts';

/**
 * The letters a PDF's text is compared by: Latin, Greek and Cyrillic, in compatibility form. A PDF
 * holds glyphs in the order they are drawn: right-to-left runs come out reversed, Arabic as its
 * joined forms, Indic vowel signs where they are drawn, and digits beside them move with them;
 * emoji may have no text at all. Left out on both sides, the rest still reads in order.
 */
const comparable = (text: string) =>
  text.normalize('NFKC').replace(/[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/gu, '');

async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: pdf, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(comparable(content.items.map((item) => ('str' in item ? item.str : '')).join('')));
  }
  return pages;
}

interface PrintLayout {
  /** Section headings (with their subtitle) and headings outside cards, as printed text. */
  headings: string[];
  /** Each printed card's text, and whether it is taller than a page. */
  cards: { text: string; tooTall: boolean }[];
  /** Lists of metric tiles laid out one per row. */
  tileColumns: string[];
  /** Icon tiles whose icon has the colour of the paper. */
  emptyIcons: number;
}

/** Applies the print rules to the screen, reads the layout, and puts the screen rules back. */
function readPrintLayout(session: Session): Promise<PrintLayout> {
  return session.evaluate(() => {
    const changed: CSSMediaRule[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule && /\bprint\b/.test(rule.media.mediaText)) {
          changed.push(rule);
          rule.media.mediaText = 'all';
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    // Lay the page out at the width of A4 inside its margins, and measure a page's height.
    const body = document.body.style;
    body.width = '186mm';
    const ruler = document.createElement('div');
    ruler.style.height = '269mm';
    document.body.append(ruler);
    const pageHeight = ruler.getBoundingClientRect().height;
    ruler.remove();

    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Visually hidden text (one clipped pixel) is for screen readers; the PDF leaves it out.
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(el).position === 'absolute')
        return false;
      return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const LINK = "a[href^='http'], a[href^='mailto:'], a[href^='tel:']";
    // The text as printed: shown text nodes, and a link's address after it (the print rules).
    const printed = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) {
        return node.parentElement && shown(node.parentElement) ? (node.textContent ?? '') : '';
      }
      if (!(node instanceof Element)) return '';
      const style = getComputedStyle(node);
      if (!shown(node) && style.display !== 'contents') return '';
      // A layer of its own (positioned, with a z-index) is painted, and so written to the PDF,
      // after the rest: its text is not where the card's run of text is looked for.
      if (style.position !== 'static' && style.zIndex !== 'auto' && node.tagName !== 'ARTICLE') {
        return '';
      }
      const inner = [...node.childNodes].map(printed).join('');
      const transform = getComputedStyle(node).textTransform;
      const text = transform === 'uppercase' ? inner.toUpperCase() : inner;
      return node.matches(LINK) ? `${text}(${node.getAttribute('href')})` : text;
    };
    const squash = (text: string) => text.replace(/\s+/g, '');

    const main = document.querySelector('main') ?? document.body;
    const headings = [
      ...[...main.querySelectorAll('section header')].flatMap((header) => [
        squash(printed(header)),
        squash(printed(header.querySelector('h2') ?? header)),
      ]),
      ...[...main.querySelectorAll('h3')]
        .filter((h) => !h.closest('article'))
        .map((h) => squash(printed(h))),
    ].filter(Boolean);
    const cards = [...main.querySelectorAll('article')].filter(shown).map((card) => ({
      text: squash(printed(card)),
      tooTall: card.getBoundingClientRect().height > pageHeight,
    }));
    const tileColumns = [...main.querySelectorAll('dl')]
      .filter((dl) => shown(dl) && dl.querySelectorAll(':scope > div').length > 1)
      .filter((dl) => {
        const tops = [...dl.querySelectorAll(':scope > div')].map((tile) =>
          Math.round(tile.getBoundingClientRect().top),
        );
        return new Set(tops).size === tops.length;
      })
      .map((dl) => squash(printed(dl)).slice(0, 40));
    const paper = getComputedStyle(document.body).backgroundColor;
    const emptyIcons = [...main.querySelectorAll('[class*="bg-gradient"]')].filter((tile) => {
      const icon = tile.querySelector(':scope > svg');
      return icon && shown(tile) && getComputedStyle(icon).color === paper;
    }).length;

    body.width = '';
    for (const rule of changed) rule.media.mediaText = 'print';
    return { headings, cards, tileColumns, emptyIcons };
  });
}

export const PRINT_JOURNEY: Journey = {
  name: 'prints tiles in rows and icons drawn; in a PDF, no heading alone at a page foot, cards whole',
  when: (context) => context.viewport.name === 'desktop',
  async run(context) {
    const { session } = context;
    await openPage(session, `${context.baseURL}/`);
    // An engine whose driver cannot print (WebKit's) has its print layout checked, not its pages.
    const pages = session.pdf ? await pdfPages(await session.pdf()) : [];
    const read = await readPrintLayout(session);
    const layout = {
      ...read,
      headings: read.headings.map(comparable).filter(Boolean),
      // A card with none of those letters could not be told apart in the PDF; it is left out.
      cards: read.cards
        .map((card) => ({ ...card, text: comparable(card.text) }))
        .filter((card) => card.text),
    };
    // Every fault is reported, not only the first.
    const faults: string[] = [];
    const expect = (ok: boolean, message: string) => {
      if (!ok) faults.push(message);
    };

    // No page but the last ends with a heading.
    for (const [index, page] of pages.slice(0, -1).entries()) {
      const alone = layout.headings.find((heading) => page.endsWith(heading));
      expect(!alone, `page ${index + 1} of ${pages.length} ends with the heading "${alone}"`);
    }

    // Each card's text starts and ends on one page, unless it is taller than a page.
    const starts: number[] = [];
    let total = 0;
    for (const page of pages) {
      starts.push(total);
      total += page.length;
    }
    const all = pages.join('');
    if (pages.length === 0) layout.cards = [];
    const pageAt = (offset: number) => starts.findLastIndex((start) => start <= offset);
    for (const card of layout.cards) {
      // Pages are joined with nothing between, so a card split over two is still one run of text.
      // Its start and end are found, not all of it: a clamped abstract prints part of its text.
      const head = card.text.slice(0, 40);
      const tail = card.text.slice(-40);
      let from = all.indexOf(head);
      let to = -1;
      while (from >= 0 && to < 0) {
        const end = all.indexOf(tail, from);
        if (end >= 0 && end - from < card.text.length * 1.5) to = end + tail.length - 1;
        else from = all.indexOf(head, from + 1);
      }
      expect(to >= 0, `the PDF has the card "${head}…${tail}"`);
      if (to >= 0 && !card.tooTall) {
        expect(
          pageAt(from) === pageAt(to),
          `the card "${head}…" is split over pages ${pageAt(from) + 1} and ${pageAt(to) + 1}`,
        );
      }
    }

    expect(layout.tileColumns.length === 0, `tiles one per row: ${layout.tileColumns.join(' | ')}`);
    expect(layout.emptyIcons === 0, `${layout.emptyIcons} icon tiles print as empty squares`);
    check(faults.length === 0, faults.join('; '));
  },
};
