// A note's HTML as its page, its feeds and its search entry get it: what the note's own HTML may
// do on the site and no more. Markdown lets an owner write HTML, and an owner pastes it from
// elsewhere: a <script>, an on… handler, a frame's srcdoc, a `javascript:` link, a <meta> refresh
// or a <base> would run, or send the reader away, on the owner's site and in every feed reader.
// DOMPurify (over jsdom, at build time only) removes them, as the build's warnings have long
// said they would not work (policyWarnings in markdown.ts). KaTeX's MathML keeps its <semantics>
// and TeX <annotation>, which screen readers and copy read.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const CONFIG: Config = {
  // data-* the build writes (data-pagefind-ignore, data-fn-ref), and the owner's own.
  ALLOW_DATA_ATTR: true,
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['encoding'],
  // Not a note's part: a form posts elsewhere, a style element restyles the whole page.
  FORBID_TAGS: ['form', 'style', 'meta', 'base', 'link'],
};

let purify: DOMPurify | undefined;

/**
 * The HTML with what must not run or lead away removed, as DOMPurify writes it out again
 * (`data-x` as `data-x=""`). Always its text, never the HTML as given where it reports nothing
 * removed: jsdom's parser drops some markup a browser keeps (a <style> inside a <select>), which
 * DOMPurify then never sees to report.
 */
export function sanitizeNoteHtml(html: string): string {
  // jsdom's window stands in for the browser's; DOMPurify types it as the DOM's own.
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purify.sanitize(html, CONFIG);
}

/**
 * A style attribute's declarations as they may go into the notes' stylesheet: none that could
 * end a rule or the <style> element (`}`, `<`), or hide one (`\`, a comment).
 */
export const isPlainStyle = (declarations: string): boolean => !/[{}<>\\]|\/\*/.test(declarations);
