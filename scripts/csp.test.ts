import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  mailOrigin,
  opensSearch,
  HEADER_POLICY,
  withCspMeta,
  withHeadersPolicy,
} from './csp.ts';
import { SEARCH_ATTRIBUTE } from '../src/lib/search.ts';

const KEYS = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk',
  VITE_EMAILJS_SERVICE_ID: 'svc',
  VITE_EMAILJS_TEMPLATE_ID: 'tpl',
};

describe('content security policy', () => {
  it('lets Pagefind compile its WebAssembly only on a page that can open search, and no eval', () => {
    const directive = (html: string) =>
      contentSecurityPolicy(html, {})
        .split('; ')
        .find((part) => part.startsWith('script-src'));
    const opener = `<button type="button" ${SEARCH_ATTRIBUTE}="">Search</button>`;
    expect(directive(opener)).toContain("'wasm-unsafe-eval'");
    expect(directive(opener)).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(opener, {})).not.toMatch(/blob:|'unsafe-inline'/);
    // An item page's plain link to the search page runs no search there.
    expect(directive('<a href="/search/">Search</a>')).not.toContain('wasm');
    expect(opensSearch(`<input ${SEARCH_ATTRIBUTE}-other="">`)).toBe(false);
  });

  it('hashes inline scripts but not external ones or JSON data blocks', () => {
    const html =
      '<script>alert(1)</script><script type="module" src="/a.js"></script><script type="application/ld+json">{}</script>';
    // sha256 of "alert(1)"
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('allows the mail service only when EmailJS is configured, at its own or the default origin', () => {
    expect(mailOrigin({})).toBeNull();
    expect(mailOrigin({ ...KEYS, VITE_EMAILJS_PUBLIC_KEY: '' })).toBeNull();
    expect(mailOrigin(KEYS)).toBe('https://api.emailjs.com');
    expect(mailOrigin({ ...KEYS, VITE_EMAILJS_ORIGIN: 'https://mail.example.com/x' })).toBe(
      'https://mail.example.com',
    );
    expect(contentSecurityPolicy('', {})).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('', KEYS)).toContain(
      "connect-src 'self' https://api.emailjs.com;",
    );
  });

  it("allows reCAPTCHA's script and frame paths only when the owner turns it on", () => {
    const off = contentSecurityPolicy('', KEYS);
    expect(off).not.toContain('recaptcha');
    expect(off).not.toContain('frame-src');
    // A site key without EmailJS keys cannot be used: the policy stays closed.
    expect(contentSecurityPolicy('', { VITE_RECAPTCHA_SITE_KEY: 'site' })).not.toContain(
      'recaptcha',
    );
    const on = contentSecurityPolicy('<script>x()</script>', {
      ...KEYS,
      VITE_RECAPTCHA_SITE_KEY: 'site',
    });
    expect(on).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
    );
    expect(on).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    );
    expect(on).not.toContain('unsafe');
  });

  it("allows Turnstile's origin only when the site's own server checks with it", () => {
    expect(contentSecurityPolicy('', {})).not.toContain('challenges.cloudflare.com');
    // With EmailJS keys the page never talks to its own server: Turnstile is not used.
    expect(contentSecurityPolicy('', { ...KEYS, VITE_TURNSTILE_SITE_KEY: 'site' })).not.toContain(
      'challenges.cloudflare.com',
    );
    const on = contentSecurityPolicy('', { VITE_TURNSTILE_SITE_KEY: 'site' });
    expect(on).toContain("script-src 'self' https://challenges.cloudflare.com;");
    expect(on).toContain('frame-src https://challenges.cloudflare.com;');
  });

  it('hashes the inline critical CSS', () => {
    expect(contentSecurityPolicy('<style>a{b:c}</style>', {})).toMatch(
      /style-src 'self' 'sha256-[^']+';/,
    );
  });

  it('allows no inline style attributes, plugins or foreign scripts', () => {
    const policy = contentSecurityPolicy('<script>x()</script>', {});
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe');
  });

  it('puts the meta tag right after the charset and rewrites a _headers policy line', () => {
    expect(
      withCspMeta('<head>\n  <meta charset="UTF-8" />\n  <title>', "default-src 'self'"),
    ).toMatch(
      /^<head>\n\s*<meta charset="UTF-8" \/>\n\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'" \/>\n\s*<title>/,
    );
    const headers = '/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: old\n';
    expect(withHeadersPolicy(headers)).toBe(
      `/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: ${HEADER_POLICY}\n`,
    );
    expect(() => withHeadersPolicy('/*\n  X-Frame-Options: DENY\n')).toThrow(/no Content-Security/);
  });

  it("leaves the pages' sources to their meta tags: the header says only what a meta tag cannot", () => {
    // Browsers enforce a header's policy beside a meta tag's: a fetch directive in the header would
    // have to allow every page's inline scripts and CSS, by their hashes, on every response.
    const names = HEADER_POLICY.split(';').map((part) => part.trim().split(/\s+/)[0]);
    expect(names).toEqual(['frame-ancestors']);
  });
});
