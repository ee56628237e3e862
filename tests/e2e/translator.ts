import type { Page } from '@playwright/test';

/** As Chrome's translator does to the page: each text in an element of its own, inside another. */
export async function translateThePage(page: Page) {
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      const inside = text.parentElement?.closest('script, style, textarea, noscript, template');
      if (text.data.trim() && !inside) texts.push(text);
    }
    for (const text of texts) {
      const [outer, inner] = [document.createElement('font'), document.createElement('font')];
      inner.textContent = text.data;
      outer.append(inner);
      text.replaceWith(outer);
    }
    document.documentElement.classList.add('translated-ltr');
  });
}
