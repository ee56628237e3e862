// Each kind of page the site serves, as a host serving dist/_headers sends it: its header says only
// what a meta tag cannot (scripts/csp.ts), and its own meta policy runs its own code and nothing else.
import { HEADER_POLICY } from '../../scripts/csp.ts';
import { expect, test } from './fixtures';

/** One path of each kind the sitemap lists: each top page (a language's, the notes'), a project, a paper, a note, a tag… */
async function onePathOfEachKind(sitemap: string): Promise<string[]> {
  const kinds = new Map<string, string>();
  for (const [, url] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean);
    const kind = parts.length > 1 ? [...parts.slice(0, -1), '*'].join('/') : pathname;
    if (!kinds.has(kind)) kinds.set(kind, pathname);
  }
  return [...kinds.values()];
}

// The messages expected: the browser's report of the script this test puts on each page, and of
// the 404 page's status.
test.use({
  allowConsole: [
    /^(Executing inline script violates the following Content Security Policy|Failed to load resource: the server responded with a status of 404)/,
  ],
});

test('every kind of page runs its own scripts and refuses one it did not ship', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const paths = await onePathOfEachKind(await (await request.get('/sitemap.xml')).text());
  // Search (Pagefind's WebAssembly) and the page a message sent without JavaScript lands on are in
  // no sitemap; a page the site does not have is answered by the 404 page, a page of its own.
  for (const unlisted of ['/search/', '/contact/sent/']) {
    if ((await request.get(unlisted)).ok()) paths.push(unlisted);
  }
  for (const path of [...paths, '/no-such-page/']) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toBe(HEADER_POLICY);
      const violations = () =>
        page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(await violations(), 'its own scripts and styles').toEqual([]);
      const refused = await page.evaluate(async () => {
        const seen = new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(event.effectiveDirective),
          ),
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        // An inline script runs as it is appended, or not at all: a page that ran it is answered
        // at once, without waiting for a report that will never come.
        document.head.append(script);
        const ran = (window as unknown as { __injected?: boolean }).__injected === true;
        return { ran, directive: ran ? 'none' : await seen };
      });
      expect(refused).toEqual({ ran: false, directive: 'script-src-elem' });
    });
  }
});
