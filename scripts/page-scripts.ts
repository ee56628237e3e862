// Each page's inline scripts, made small. They are written to be read (index.html's theme and
// early-click scripts, the language script, the contact form's): every page carries them in its
// head, and on a phone's slow network a page whose compressed HTML fits the connection's first
// round trip (about 14 KiB) paints one round trip sooner. A script marked `data-app-only` serves
// only the app, and goes from a page that never starts it (an item page).
import { minifySync } from 'vite';

/** A classic inline script (not a module, not data such as JSON-LD), marked app-only or not. */
const INLINE_SCRIPT = /<script( data-app-only)?>([\s\S]*?)<\/script>/g;

/** `code` minified as a classic script: its top-level names, which other scripts read, kept. */
export function minifiedScript(code: string): string {
  const result = minifySync('inline-script.js', code, { compress: true, mangle: true });
  if (result.errors.length > 0) {
    const reasons = result.errors.map((error) => error.message).join('; ');
    throw new Error(`An inline script does not parse (${reasons}):\n${code.slice(0, 200)}`);
  }
  return result.code.trim();
}

/** `html` with each inline script minified, and without the app's own ones unless `runsApp`. */
export function withSmallScripts(html: string, runsApp: boolean): string {
  return html.replace(INLINE_SCRIPT, (_, appOnly: string | undefined, code: string) => {
    if (appOnly && !runsApp) return '';
    return `<script${appOnly ?? ''}>${minifiedScript(code)}</script>`;
  });
}
