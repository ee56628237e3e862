// The pages `npm run bench:lcp-parts` measures beside the site and the control, to split the main
// page's mobile LCP over the control into its parts: the control made just too big for one simulated
// round trip, and the site cut to the first section of its <main>.
import { JSDOM } from 'jsdom';
import { compressedSizes } from './bundle-size.ts';

/**
 * What Lantern, Lighthouse's simulation, sends in a connection's first round trip: 10 TCP segments
 * of 1,460 bytes (`TCPConnection.js` in `@paulirish/trace_engine`'s `lantern/simulation`).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Characters brotli cannot shorten much, the same every time (a linear congruential generator). */
function noise(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let state = 1;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += alphabet[(state >>> 16) % alphabet.length];
  }
  return text;
}

/**
 * `html` with a comment of noise before `</body>`, so that its brotli body is at least `bytes` and
 * at most 1 KiB more: the same page, in one more simulated round trip. A page already that big is
 * returned as it is.
 */
export function padPast(html: string, bytes: number): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('The page has no </body> to pad before.');
  let page = html;
  let length = 0;
  for (let short = bytes - compressedSizes(page).brotli; short > 0;) {
    // Noise from a 62-letter alphabet costs brotli about 6 bits a letter; grow until it is enough.
    length += Math.max(64, Math.ceil((short * 8) / 6));
    page = `${html.slice(0, at)}<!-- ${noise(length)} -->${html.slice(at)}`;
    short = bytes - compressedSizes(page).brotli;
  }
  return page;
}

/** `html` with everything in its <main> after main's first element left out. */
export function firstSectionOnly(html: string): string {
  const dom = new JSDOM(html);
  const main = dom.window.document.querySelector('main');
  const first = main?.firstElementChild;
  if (!main || !first) throw new Error('The page has no <main> with an element in it.');
  while (first.nextSibling) first.nextSibling.remove();
  return dom.serialize();
}
