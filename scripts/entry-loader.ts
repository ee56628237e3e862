import { SCRIPTS_FAILED_CLASS, UNLOADED_NOTICE_ATTRIBUTE } from '../src/lib/islands.ts';

/**
 * The inline module that starts the app's JavaScript only once the prerendered page has painted.
 *
 * Lighthouse (and a slow phone) count every request that starts before the largest paint as part
 * of what that paint waited for, so the entry is imported after the browser reports its largest
 * contentful paint (first paint where that entry type is missing, the next frame where both are),
 * and in any case a few seconds after load: a tab opened in the background reports no paint until
 * shown, and a visitor's first tap or key ends the largest-paint reports (the fallback is set
 * first, so an old browser's error cannot skip it).
 *
 * Firefox reports no paint at all for a page that loads scrolled to a place on it (`/#contact`
 * from a link, a reload partway down): there the visitor waited those seconds for working
 * controls. So a page that is scrolled once loaded, with no paint entry within
 * {@link NO_PAINT_FRAMES} frames of load, imports the entry then. Only then: elsewhere a frame
 * can come before the browser records the paint it shows (Chromium), and importing there would
 * race the largest paint. Importing twice is harmless; the module runs once. The web manifest is
 * linked at the same moment, for the same reason (scripts/seo.ts, `manifestHref`).
 *
 * An entry that fails to arrive is tried again (see `retry` below): a visitor offline for a moment
 * is not left with a page whose controls never wake.
 */
export const LOAD_FALLBACK_MS = 3000;
export const NO_PAINT_FRAMES = 6;
/** What makes the loader try again after the entry failed to arrive. */
export const RETRY_EVENTS = ['online', 'pointerdown', 'keydown'] as const;

export function entryLoader(src: string, manifest: string): string {
  const url = JSON.stringify(src);
  const link = `document.querySelector("link[rel=manifest]")||document.head.append(Object.assign(document.createElement("link"),{rel:"manifest",href:${JSON.stringify(manifest)}}))`;
  // The entry did not arrive (the network went down after the page came): the page says so where
  // it has a notice for it (the contact form, whose Send waits for it), and tries again once the
  // network is back or at the visitor's next tap or key. A press kept meanwhile is dropped: it did
  // nothing, and made once the page starts it would come unasked (a press that retries is kept anew).
  // It shows the page as it is without JavaScript from then on (SCRIPTS_FAILED_CLASS), so what
  // only a script could open (the projects and skills past the first few) stays in reach.
  const root = `document.documentElement.classList`;
  const retry = `window.__earlyClick=undefined;${root}.add("${SCRIPTS_FAILED_CLASS}");for(const n of document.querySelectorAll("[${UNLOADED_NOTICE_ATTRIBUTE}]"))n.hidden=false;for(const t of ${JSON.stringify(RETRY_EVENTS)})addEventListener(t,load,{once:true,capture:true})`;
  const body = [
    `const retry=()=>{${retry}}`,
    `const load=()=>setTimeout(()=>{${link};import(${url}).catch(retry)})`,
    `let frames=0`,
    `const wait=()=>performance.getEntriesByType("paint").length>0||(++frames<${NO_PAINT_FRAMES}?requestAnimationFrame(wait):(scrollY>0||location.hash)&&load())`,
    `addEventListener("load",()=>{setTimeout(load,${LOAD_FALLBACK_MS});requestAnimationFrame(wait)})`,
    `const type=["largest-contentful-paint","paint"].find(t=>PerformanceObserver.supportedEntryTypes?.includes(t))`,
    `if(type)new PerformanceObserver((_,o)=>{o.disconnect();load()}).observe({type,buffered:true});else requestAnimationFrame(load)`,
  ].join(';');
  return `<script type="module" data-entry="${src}">${body}</script>`;
}

/**
 * Replaces Vite's entry `<script src>` and its modulepreloads with {@link entryLoader}, so nothing
 * of the app is requested while the page is still parsing and painting. The page is complete
 * without it; hydration follows the first paint rather than racing it.
 */
export function loadEntryAfterPaint(html: string, manifest: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const src = entry.exec(html)?.[1];
  if (!src) throw new Error('dist/index.html has no entry <script type="module" src>');
  return html
    .replace(entry, () => entryLoader(src, manifest))
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
