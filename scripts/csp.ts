// The Content-Security-Policy, computed at build from what the page really uses: its own origin,
// the mail service's origin when EmailJS is configured, and a hash for each inline script.
import { createHash } from 'node:crypto';
import { readEmailConfig } from '../src/config/env-email.ts';
import { SEARCH_ATTRIBUTE } from '../src/lib/search.ts';

/** The SDK's own default API origin (@emailjs/browser 4.4.1). */
export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';

/** The mail service's origin when the build sends through EmailJS; null for the local outbox. */
export function mailOrigin(env: NodeJS.ProcessEnv): string | null {
  const config = readEmailConfig(env, '');
  if (config.mode !== 'emailjs') return null;
  return new URL(config.origin ?? EMAILJS_DEFAULT_ORIGIN).origin;
}

/** What the reCAPTCHA widget loads (Google's documented CSP list), when the owner turns it on. */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

/** What Cloudflare's Turnstile widget loads (its documented CSP list), when the owner turns it on. */
export const TURNSTILE_SOURCES = {
  script: ['https://challenges.cloudflare.com'],
  frame: ['https://challenges.cloudflare.com'],
} as const;

/**
 * The CAPTCHA's sources: reCAPTCHA's when the build sends through EmailJS with a CAPTCHA,
 * Turnstile's when it sends to its own server with a Turnstile site key; null otherwise.
 */
export function captchaSources(
  env: NodeJS.ProcessEnv,
): typeof RECAPTCHA_SOURCES | typeof TURNSTILE_SOURCES | null {
  const config = readEmailConfig(env, '');
  if (config.mode === 'emailjs' && config.captchaSiteKey) return RECAPTCHA_SOURCES;
  if (config.mode === 'local-outbox' && config.turnstileSiteKey) return TURNSTILE_SOURCES;
  return null;
}

/** A CSP source expression allowing exactly this inline text. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Inline scripts that run (not JSON data blocks), each as its CSP source expression. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? '';
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(sha256Source(match[2]));
  }
  return [...new Set(hashes)];
}

/** Inline <style> elements (the critical CSS), each as its CSP source expression. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((match) =>
    sha256Source(match[1]),
  );
  return [...new Set(hashes)];
}

/**
 * True for a page that can open search (src/lib/search.ts's attribute on its control): Pagefind
 * compiles its WebAssembly there, which script-src must allow with 'wasm-unsafe-eval' (and no
 * more: not 'unsafe-eval'). Its script, worker and index are the site's own files.
 */
export function opensSearch(html: string): boolean {
  return new RegExp(`\\s${SEARCH_ATTRIBUTE}(?=[\\s=>/])`).test(html);
}

export function contentSecurityPolicy(html: string, env: NodeJS.ProcessEnv): string {
  const connect = ["'self'", mailOrigin(env)].filter(Boolean).join(' ');
  const captcha = captchaSources(env);
  const scripts = [
    ...(opensSearch(html) ? ["'wasm-unsafe-eval'"] : []),
    ...inlineScriptHashes(html),
    ...(captcha?.script ?? []),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${inlineStyleHashes(html).join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    ...(captcha ? [`frame-src ${captcha.frame.join(' ')}`] : []),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The meta tag goes right after the charset, before anything it governs. */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (charset.test(html)) return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
  return html.replace(/<head>/, (head) => `${head}\n    ${tag}`);
}

/**
 * The policy a host sends as a header, for every file: what only a header can say. The full policy
 * travels in each page's meta tag (above), which browsers enforce beside the header; a header
 * allowing every page's inline scripts and CSS would list every page's hashes (1.3 KB on each
 * response, over a phone's first round trip).
 */
export const HEADER_POLICY = "frame-ancestors 'none'";

/** Fills the Content-Security-Policy line of a _headers file with the header's policy. */
export function withHeadersPolicy(headersFile: string): string {
  const line = /^(\s*Content-Security-Policy:).*$/m;
  if (!line.test(headersFile)) {
    throw new Error('public/_headers has no Content-Security-Policy line for the build to fill');
  }
  return headersFile.replace(line, (_, name: string) => `${name} ${HEADER_POLICY}`);
}
