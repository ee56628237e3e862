// The benchmark's control page: the same content text as the real page (and its profile image),
// as one static HTML file with inline CSS and no JavaScript. It is the physical limit for this
// page on this machine, so the benchmark reports every figure of the real page as a ratio to it.
import { SECTIONS } from '../../src/config/sections';
import { profile } from '../../src/content';
import { faviconDataUri, pageTitle } from '../seo.ts';
import { esc, section } from './control-html.ts';
import { CONTROL_SECTIONS } from './control-sections.ts';

export const CONTROL_PAGE_FILE = 'bench-control.html';

const CSS = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#fff}
header{position:sticky;top:0;background:#fff;border-bottom:1px solid #e5e7eb}
nav{max-width:80rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center;gap:1rem;overflow-x:auto}
a{color:#1d4ed8}main{max-width:80rem;margin:0 auto;padding:0 1rem}
section{padding:3rem 0}h1{font-size:2.25rem;line-height:1.2;margin:.5rem 0}h2{font-size:1.875rem;margin:0 0 1rem}
h3{font-size:1.125rem;margin:1rem 0 .25rem}.hero img{border-radius:50%;display:block;max-width:60vw;height:auto}
.muted{color:#4b5563}.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.tags li{background:#eff6ff;border-radius:999px;padding:.125rem .75rem;font-size:.875rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
.card{border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem}.btn{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none;margin:.25rem .5rem .25rem 0}
footer{border-top:1px solid #e5e7eb;padding:2rem 1rem;text-align:center}`;

/**
 * The control page's complete HTML; its tab icon is the site's favicon, inlined as the site's is,
 * and its photo the site's own `<picture>` (the same renditions, so both load the same bytes).
 */
export function renderControlPage(faviconSvg: string, picture: string): string {
  const nav = SECTIONS.filter((entry) => entry.inNav)
    .map(({ id, label }) => `<a href="#${id}">${esc(label)}</a>`)
    .join('');
  const main = SECTIONS.map(
    ({ id, label }) => CONTROL_SECTIONS[id]?.(picture) ?? section(id, label, ''),
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(pageTitle())}</title>
<meta name="description" content="${esc(profile.description)}">
<link rel="icon" href="${faviconDataUri(faviconSvg)}" type="image/svg+xml"><style>${CSS}</style></head>
<body><header><nav aria-label="Main"><strong>${esc(profile.name)}</strong>${nav}</nav></header>
<main>${main}</main>
<footer><p>${esc(profile.name)} · ${esc(profile.tagline)}</p></footer></body></html>
`;
}
