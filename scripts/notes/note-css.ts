// The stylesheet of a note's body: Markdown's elements in the site's colours, the highlighted
// code in the light theme and, under the site's `.dark` class, the dark one (on screen only: a
// page prints light, its code too). The site's own stylesheet knows nothing of notes, so the main
// page carries none of this.
// Code and formulas read left to right on a page written right to left too: in a Hebrew or Arabic
// note, a code line's colon and a sum's terms would otherwise be laid out mirrored. Footnotes
// (scripts/notes/markdown.ts) stand under a rule in smaller type; the one a reader jumped to is
// shaded, and both it and its reference stop a little below the bar. A task list's boxes are
// drawn in the theme's colours, and an alert (`> [!TIP]`) is ruled and titled in its kind's. A
// code block's Copy bar (code-copy.ts) shows only once the page's script runs, and never in print.
import { hexToken, readTokens } from '../design-tokens.ts';

const tokens = readTokens();

/**
 * A task's tick, drawn in the theme's surface colour on its accent: a disabled checkbox as the
 * platform draws it is grey whatever the theme, its tick hard to see.
 */
const checkMark = (theme: Record<string, string>): string => {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><path d='M3.5 8.5l3 3 6-7' fill='none' stroke='${hexToken(theme, 'surface')}' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
};

export const NOTE_BODY_CSS = `
.note-body{color:var(--fg);line-height:1.75;overflow-wrap:break-word}
.note-body>*+*{margin-top:1.25em}
.note-body h2{font-size:1.5rem;font-weight:700;margin-top:2em;scroll-margin-top:5rem}
.note-body h3{font-size:1.25rem;font-weight:700;margin-top:1.6em;scroll-margin-top:5rem}
.note-body :is(h4,h5,h6){font-size:1rem;font-weight:700;margin-top:1.5em}
.note-body a{color:var(--accent);text-decoration:underline;text-underline-offset:2px}
.note-body ul{list-style:disc;padding-inline-start:1.5em}
.note-body ol{list-style:decimal;padding-inline-start:1.5em}
.note-body blockquote{border-inline-start:4px solid var(--border);padding-inline-start:1em;color:var(--muted)}
.note-body :not(pre)>code{background:var(--surface-muted);border-radius:.25rem;padding:.1em .35em;font-size:.9em}
.note-body pre{border:1px solid var(--border);border-radius:.75rem;padding:1rem;overflow-x:auto;font-size:.875rem;line-height:1.6}
.code-bar{display:flex;justify-content:flex-end;align-items:center;gap:.75rem;margin-bottom:.375rem;font-size:.8125rem;line-height:1.25rem;color:var(--muted)}
.code-bar[hidden]{display:none}
.code-copy{display:inline-flex;align-items:center;gap:.375rem;min-height:1.75rem;padding:.125rem .75rem;border:1px solid var(--border);border-radius:9999px;background:var(--surface);color:var(--fg);font-weight:600;cursor:pointer}
.code-copy:hover{border-color:var(--accent);color:var(--accent)}
.code-copy:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.code-copy svg{width:1rem;height:1rem}
@media print{.code-bar{display:none}}
.note-body table{border-collapse:collapse;display:block;overflow-x:auto}
.note-body ul>.task{list-style:none}
.note-body .task>label,.note-body .task>p>label{display:flex;gap:.5em;align-items:flex-start}
.note-body .task>:is(ul,ol,p:not(:first-child)){margin-inline-start:1.55em}
.note-body .task input{appearance:none;flex:none;width:1.05em;height:1.05em;margin-top:.35em;border:2px solid var(--muted);border-radius:.25em}
.note-body .task input:checked{border-color:var(--accent);background:var(--accent) ${checkMark(tokens.light)} center/100% no-repeat}
@media not print{.dark .note-body .task input:checked{background-image:${checkMark(tokens.dark)}}}
@media (forced-colors:active){.note-body .task input{appearance:auto}}
.markdown-alert{border-inline-start:4px solid var(--alert);padding-block:.25em;padding-inline-start:1em}
.markdown-alert>*+*{margin-top:.75em}
.markdown-alert-title{display:flex;align-items:center;gap:.5em;font-weight:700;color:var(--alert)}
.markdown-alert-title svg{flex:none;fill:currentColor}
.markdown-alert-note{--alert:var(--accent-strong)}
.markdown-alert-tip{--alert:var(--success-fg)}
.markdown-alert-important{--alert:var(--brand-text-to)}
.markdown-alert-warning{--alert:var(--warning-fg)}
.markdown-alert-caution{--alert:var(--danger-fg)}
.note-body th,.note-body td{border:1px solid var(--border);padding:.4em .75em}
.note-body img,.note-cover img{max-width:100%;height:auto;border-radius:.75rem}
.note-body .katex-display{overflow-x:auto;overflow-y:hidden;padding:.25em 0}
.note-body :is(pre,code,.katex){direction:ltr;unicode-bidi:isolate}
.note-body [data-fn-ref]{padding-inline:.125em;scroll-margin-top:1rem}
.note-body [data-footnotes]{margin-top:3em;padding-top:1em;border-top:1px solid var(--border);font-size:.875rem}
.note-body [data-footnotes] li{scroll-margin-top:1rem;border-radius:.375rem}
.note-body [data-footnotes] li+li{margin-top:.5em}
.note-body [data-footnotes] li:target{background:var(--surface-muted);box-shadow:0 0 0 .25rem var(--surface-muted)}
.shiki,.shiki span{color:var(--shiki-light);background-color:var(--shiki-light-bg)}
.shiki span{background-color:transparent}
@media not print{.dark .shiki,.dark .shiki span{color:var(--shiki-dark);background-color:var(--shiki-dark-bg)}.dark .shiki span{background-color:transparent}}
`.trim();
