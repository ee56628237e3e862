// A note's Markdown as HTML, all of it done here at build time: code highlighted by shiki in the
// light and the dark theme at once, TeX rendered by KaTeX, images as the pipeline's renditions,
// h2/h3 given ids for the table of contents, footnotes and alerts (`> [!NOTE]`) as GitHub writes
// them (marked-footnote, marked-alert). Neither highlighter nor KaTeX reaches the browser.
//
// The page's policy allows no inline style attribute, and both shiki and KaTeX write them: every
// one becomes a class, its declarations a rule of the page's own stylesheet (stylesToClasses).
import { randomBytes } from 'node:crypto';
import katex from 'katex';
import { Marked, type Token, type Tokens } from 'marked';
import markedAlert from 'marked-alert';
import markedFootnote, { type Footnote, type FootnoteRef } from 'marked-footnote';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import {
  ALERT_KINDS,
  headingSlug,
  uniqueSlugs,
  type AlertKind,
  type NoteHeading,
} from '../../src/lib/notes.ts';
import { contentHash } from '../assets/content-hash.ts';
import { localDay, NEW_NOTE_TEXT } from '../new-note.ts';
import { noteSlug } from './load.ts';
import { escapeHtml } from '../seo.ts';
import { isPlainStyle, sanitizeNoteHtml } from './sanitize.ts';
import { isValidSlug } from '../../src/lib/item-address.ts';
import { NOTE_FOLDERS, notePath } from '../../src/lib/notes.ts';
import { t } from '../../src/words/index.ts';

export const SHIKI_THEMES = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;
/**
 * Languages the highlighter loads at its start, the common ones; a fence in another of shiki's is
 * loaded as a note asks for it (codeLanguages), and one in no language of shiki's is shown plain.
 */
const SHIKI_LANGUAGES = [
  'bash',
  'c',
  'cpp',
  'css',
  'diff',
  'go',
  'html',
  'java',
  'javascript',
  'json',
  'jsx',
  'latex',
  'markdown',
  'python',
  'rust',
  'shell',
  'sql',
  'tsx',
  'typescript',
  'yaml',
];

let highlighter: Promise<Highlighter> | undefined;
/** One highlighter for the whole build: loading its grammars is the slow part. */
export function sharedHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(SHIKI_THEMES),
    langs: SHIKI_LANGUAGES,
  });
  return highlighter;
}

/** An image of a note as the page shows it: its <picture> markup, made by the image pipeline. */
export type ImageMarkup = (src: string, alt: string) => string | undefined;

export interface RenderedNote {
  html: string;
  /** Rules for the classes that replaced the inline styles, for the page's stylesheet. */
  css: string;
  headings: NoteHeading[];
  /** True when the note has maths: its page then carries KaTeX's styles (katex-css.ts). */
  hasMaths: boolean;
  /** The text a reader reads, for the reading time. */
  text: string;
}

/** Visits every token of a note's Markdown, its formulas and footnotes read as such. */
function walkNote(markdown: string, visit: (token: Token) => void): void {
  const marked = new Marked({ extensions: [mathsExtension('block'), mathsExtension('inline')] });
  marked.use(markedFootnote());
  marked.walkTokens(marked.lexer(markdown), visit);
}

/** A fence's language as the highlighter names it: "Python {1,3}" is "python". */
const fenceLanguage = (lang: string | undefined): string =>
  (lang ?? '').split(/\s/)[0]!.toLowerCase();
/** What a fence may say for code in no language: it is shown plain, as meant. */
const PLAIN_FENCES = new Set([
  '',
  'text',
  'txt',
  'plain',
  'plaintext',
  'none',
  'output',
  'console',
]);

/** The languages of a note's code blocks that the highlighter knows, by the names the fences give. */
function codeLanguages(markdown: string): BundledLanguage[] {
  const found = new Set<BundledLanguage>();
  walkNote(markdown, (token) => {
    const language = token.type === 'code' ? fenceLanguage((token as Tokens.Code).lang) : '';
    if (Object.hasOwn(bundledLanguages, language)) found.add(language as BundledLanguage);
  });
  return [...found];
}

/** A line for each code block in a language the highlighter does not know: shown plain. */
export function codeLanguageWarnings({
  file,
  markdown,
}: {
  file: string;
  markdown: string;
}): string[] {
  const lines = new Set<string>();
  walkNote(markdown, (token) => {
    if (token.type !== 'code') return;
    const language = fenceLanguage((token as Tokens.Code).lang);
    if (PLAIN_FENCES.has(language) || Object.hasOwn(bundledLanguages, language)) return;
    lines.add(
      `${file}: the code in "${language}" is shown without highlighting: the highlighter (shiki) knows no language of that name`,
    );
  });
  return [...lines];
}

/**
 * A line for each Markdown image with no words between its brackets: a screen reader passes it
 * by, as decoration, and search and a feed reader have nothing to say of it.
 */
export function altWarnings({ file, markdown }: { file: string; markdown: string }): string[] {
  const lines: string[] = [];
  walkNote(markdown, (token) => {
    const image = token as Tokens.Image;
    if (token.type !== 'image' || image.text.trim() !== '') return;
    lines.push(
      `${file}: the image "${image.href}" has no description: say what it shows between its brackets, ![…](${image.href}), unless it is there for looks alone`,
    );
  });
  return lines;
}

/** The images a note's Markdown shows, in order: what the pipeline must render first. */
export function imageSources(markdown: string): string[] {
  const sources: string[] = [];
  walkNote(markdown, (token) => {
    if (token.type === 'image') sources.push((token as Tokens.Image).href);
  });
  return sources;
}

/** A source on another site (not a path in the content folder, nor a data: URL). */
const isElsewhere = (source: string): boolean =>
  (/^[a-z][a-z0-9+.-]*:/i.test(source) && !/^data:/i.test(source)) || source.startsWith('//');

/**
 * A line for each part of a note the site's security policy keeps off the page (scripts/csp.ts):
 * an image from another site, in Markdown or in the note's own HTML (images load from the site
 * alone); and what the build leaves out of its HTML (sanitize.ts): a script, a frame or an
 * embedded object, or an on… handler (only the site's own scripts run, and no other site's page
 * shows in a frame), what would change the page around the note (a form, a style element, a
 * <meta>, a <base>, a <link>), a style attribute that is more than declarations, and a link to a
 * `javascript:` address. Warnings, not problems: the note builds, without that part.
 */
export function policyWarnings({ file, markdown }: { file: string; markdown: string }): string[] {
  const images: string[] = [];
  const lines: string[] = [];
  const leftOut = (what: string, why: string) => lines.push(`${file}: ${what} is left out: ${why}`);
  walkNote(markdown, (token) => {
    if (token.type === 'image') images.push((token as Tokens.Image).href);
    if (
      token.type === 'link' &&
      /^\s*(javascript|vbscript|data):/i.test((token as Tokens.Link).href)
    ) {
      leftOut(
        `the link to "${(token as Tokens.Link).href}"`,
        'a link goes to an address (https://…, mailto:…, a path on the site)',
      );
    }
    if (token.type !== 'html') return;
    for (const [, source] of token.raw.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) {
      images.push(source!);
    }
    for (const [, address] of token.raw.matchAll(
      /\s(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*((?:javascript|vbscript):[^"'\s>]*)/gi,
    )) {
      leftOut(
        `the link to "${address}"`,
        'a link goes to an address (https://…, mailto:…, a path on the site)',
      );
    }
    for (const [, tag] of token.raw.matchAll(/<(script|iframe|object|embed)\b/gi)) {
      leftOut(
        `its <${tag!.toLowerCase()}>`,
        'the site runs its own scripts alone and shows no other site in a frame; link to what it shows instead',
      );
    }
    if (/<[a-z][^>]*?\son[a-z]+\s*=/i.test(token.raw)) {
      leftOut('an on… attribute in its HTML', 'the site runs its own scripts alone');
    }
    for (const [, tag] of token.raw.matchAll(/<(form|style|meta|base|link)\b/gi)) {
      leftOut(
        `its <${tag!.toLowerCase()}>`,
        "a note's HTML does not change the page around it: its styles, its address or where it sends",
      );
    }
    for (const [, style] of token.raw.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi)) {
      if (!isPlainStyle(style!)) {
        leftOut(
          `its style="${style}"`,
          'a style attribute holds declarations alone ("color: teal; font-weight: bold"): no braces, "<", backslashes or comments',
        );
      }
    }
  });
  return [
    ...images
      .filter(isElsewhere)
      .map(
        (source) =>
          `${file}: the image "${source}" is on another site, and the site loads images from itself alone, so it will not show: save it in the content folder and give its path (images/…)`,
      ),
    ...lines,
  ];
}

/**
 * A line for each footnote that will not show as meant: a reference `[^x]` with no footnote of
 * that label (it shows as typed) and a footnote `[^x]: …` that nothing references (it shows
 * nowhere).
 */
export function footnoteWarnings({ file, markdown }: { file: string; markdown: string }): string[] {
  const defined = new Set<string>();
  const referenced = new Set<string>();
  const typed = new Set<string>();
  walkNote(markdown, (token) => {
    if (token.type === 'footnote') defined.add((token as Footnote).label);
    if (token.type === 'footnoteRef') referenced.add((token as FootnoteRef).label);
    // A reference marked-footnote did not take stays in the text (not in code, nor escaped).
    const leaf = token.type === 'text' && !(token as Tokens.Text).tokens?.length;
    if (leaf) for (const [, label] of token.raw.matchAll(/\[\^([^\]\n]+)\]/g)) typed.add(label!);
  });
  return [
    ...[...typed]
      .filter((label) => !defined.has(label))
      .map(
        (label) =>
          `${file}: the reference [^${label}] has no footnote, so it shows as typed: add a line "[^${label}]: …" with the footnote's text`,
      ),
    ...[...defined]
      .filter((label) => !referenced.has(label))
      .map(
        (label) =>
          `${file}: the footnote [^${label}] is referenced nowhere in the text, so it shows nowhere: put [^${label}] where it belongs, or delete it`,
      ),
  ];
}

/** A line for each of its words a note still has from `npm run new-note` (scripts/new-note.ts). */
export function newNoteWarnings({
  file,
  markdown,
  summary,
}: {
  file: string;
  markdown: string;
  summary?: string;
}): string[] {
  return [
    ...(summary?.trim() === NEW_NOTE_TEXT.summary
      ? [
          `${file} › summary: still the words "npm run new-note" put there: say what the note is about`,
        ]
      : []),
    ...(markdown.includes(NEW_NOTE_TEXT.body)
      ? [
          `${file}: its text still has the line "npm run new-note" put there: write the note in its place`,
        ]
      : []),
  ];
}

/**
 * A published note still holding words `npm run new-note` put there: they would go out on its
 * page, its card and its feeds, so the content check and the build stop (a draft only warns).
 */
export const unwrittenProblems = (note: {
  file: string;
  markdown: string;
  summary?: string;
  draft?: boolean;
}): string[] =>
  note.draft
    ? []
    : newNoteWarnings(note).map((line) => `${line}, or keep it a draft (draft: true)`);

/**
 * A line for each link between notes that will not arrive, and each image a note's own HTML shows
 * from the content folder: a link to another note's file ("other.md", which the site does not
 * serve), a link to a note address no note has ("/notes/nope/"), and an <img> in HTML, which the
 * build neither checks nor copies (it is Markdown's images that are made into the page's). `slugs`
 * are every note's, in any language; `notePrefix` is where notes live ("/notes/").
 */
export function linkWarnings(
  { file, markdown }: { file: string; markdown: string },
  slugs: ReadonlySet<string>,
  notePrefix = `/${notePath('')}`.replace(/\/+$/, '/'),
): string[] {
  const lines: string[] = [];
  walkNote(markdown, (token) => {
    if (token.type === 'link') {
      const href = (token as Tokens.Link).href;
      if (isElsewhere(href) || href.startsWith('#')) return;
      const [target = ''] = href.split(/[?#]/);
      // A note's file: linked relatively, from one note to the next ("other.md"); a Markdown file
      // elsewhere on the site (/files/guide.md, from public/) is served as it is.
      const markdownFile = /(?:^|\/)([^/]+)\.md$/i.exec(target);
      if (markdownFile && (!target.startsWith('/') || target.startsWith(notePrefix))) {
        const slug = noteSlug(`${markdownFile[1]}.md`);
        lines.push(
          slugs.has(slug)
            ? `${file}: the link "${href}" is to a note's file, which the site does not serve: link to its page, ${notePrefix}${slug}/`
            : `${file}: the link "${href}" is to a file the site does not serve, and no note is called "${slug}"`,
        );
        return;
      }
      const note = new RegExp(`^(?:/[a-z]{2,3}(?:-[A-Za-z0-9]+)*)?${notePrefix}([^/]+)/?$`).exec(
        target,
      );
      // A name a note could have: the feeds (rss.xml…) and the list's folders (page/, tags/) are
      // the build's own.
      const named = note?.[1];
      if (named && isValidSlug(named) && !NOTE_FOLDERS.has(named) && !slugs.has(named)) {
        lines.push(`${file}: the link "${href}" leads nowhere: no note is called "${named}"`);
      }
      return;
    }
    if (token.type !== 'html') return;
    for (const [, source] of token.raw.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)) {
      if (isElsewhere(source!) || /^data:/i.test(source!)) continue;
      lines.push(
        `${file}: the image "${source}" is in the note's HTML, which the build does not check or copy, so it will not show: write it as Markdown, ![what it shows](${source})`,
      );
    }
  });
  return lines;
}

/**
 * A line for a published note dated after `today` (YYYY-MM-DD): the site publishes it at once, at
 * the head of the list and the feeds, under a date still to come. A typo more often than a plan;
 * `draft: true` keeps a note back until its day.
 */
export function futureWarnings(
  { file, date, draft }: { file: string; date?: string; draft?: boolean },
  // The owner's own day, as `npm run new-note` dates a note: east of UTC, a note of this morning
  // is dated a day after UTC's.
  today: string = localDay(new Date()),
): string[] {
  if (draft || !date || date <= today) return [];
  return [
    `${file} › date: ${date} is still to come, and the note is published now, first in the list and the feeds: correct the date, or set draft: true until then`,
  ];
}

/** The slugs of the notes on the site, in any language: a draft is not, and a link to one leads nowhere. */
export const publishedSlugs = (notes: readonly { slug: string; draft: boolean }[]): Set<string> =>
  new Set(notes.filter((note) => !note.draft).map((note) => note.slug));

/**
 * Every warning of a note, as the content check and the build give them: no text, what the site's
 * policy keeps off its page, its footnotes, code in a language the highlighter does not know, the
 * words of a new note left in a draft (a published note's stop the build: unwrittenProblems), a
 * date still to come, and with `published`, its links that lead nowhere.
 */
export const noteWarnings = (
  note: {
    file: string;
    markdown: string;
    summary?: string;
    date?: string;
    draft?: boolean;
  },
  /** The published notes' slugs, every language's: with them, the note's links are checked too. */
  published?: ReadonlySet<string>,
): string[] => [
  ...(note.markdown.trim() === ''
    ? [`${note.file}: the note has no text under its front matter: it would be published empty`]
    : []),
  ...policyWarnings(note),
  ...altWarnings(note),
  ...footnoteWarnings(note),
  ...codeLanguageWarnings(note),
  ...(note.draft === false ? [] : newNoteWarnings(note)),
  ...futureWarnings(note),
  ...(published ? linkWarnings(note, published) : []),
];

/**
 * A line for each formula in a note that KaTeX cannot typeset, naming the note's file, the formula
 * and why, as `npm run check-content` prints it; none when every one typesets.
 */
export function mathsProblems({ file, markdown }: { file: string; markdown: string }): string[] {
  const problems: string[] = [];
  walkNote(markdown, (token) => {
    if (!token.type.startsWith('maths-')) return;
    const { raw, tex } = token as MathsToken;
    try {
      katex.renderToString(tex, { displayMode: token.type === 'maths-block', throwOnError: true });
    } catch (error) {
      const reason = error instanceof katex.ParseError ? error.rawMessage : String(error);
      const shown = raw.trim().length > 60 ? `${raw.trim().slice(0, 57)}…` : raw.trim();
      problems.push(`${file} › the formula ${shown} cannot be typeset: ${reason}`);
    }
  });
  return problems;
}

interface MathsToken extends Tokens.Generic {
  tex: string;
}

function mathsExtension(level: 'block' | 'inline') {
  const pattern =
    level === 'block'
      ? /^\$\$([\s\S]+?)\$\$(?:\n|$)/
      : /^\$(?!\s)((?:\\\$|[^$\n])+?)(?<!\s)\$(?!\d)/;
  return {
    name: `maths-${level}`,
    level,
    // Where the maths may start: a block only at a line's start, or a paragraph would be cut at
    // every dollar sign.
    start: (src: string) => {
      const index = level === 'block' ? /^\$\$/m.exec(src)?.index : src.indexOf('$');
      return index === undefined || index < 0 ? undefined : index;
    },
    tokenizer(src: string): MathsToken | undefined {
      const match = pattern.exec(src);
      if (!match) return undefined;
      return { type: `maths-${level}`, raw: match[0], tex: match[1]!.trim() };
    },
    renderer(token: Tokens.Generic) {
      // Search reads the formula once, as screen readers do: the HTML drawing and the TeX
      // source are left out of its index.
      return katex
        .renderToString((token as MathsToken).tex, {
          displayMode: level === 'block',
          // MathML beside the HTML: the HTML is hidden from screen readers, which read the MathML.
          output: 'htmlAndMathml',
          throwOnError: true,
        })
        .replace(/<(span class="katex-html"|annotation)(?=[\s>])/g, '<$1 data-pagefind-ignore');
    },
  };
}

/**
 * Every style="…" attribute as a class named after its declarations, and the rules those classes
 * need. Identical styles share a class, so a long code block adds few rules.
 */
export function stylesToClasses(html: string): { html: string; css: string } {
  const rules = new Map<string, string>();
  const out = html.replace(
    /<([a-z][\w-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*?)\s+style="([^"]*)"([^>]*)>/g,
    (_match, tag: string, before: string, style: string, after: string) => {
      const declarations = style
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .trim();
      // One that could end the rule or the stylesheet is left out (policyWarnings names it).
      if (!isPlainStyle(declarations)) return `<${tag}${before}${after}>`;
      const name = `s-${contentHash(declarations)}`;
      rules.set(name, declarations);
      const attributes = `${before}${after}`;
      const withClass = /\sclass="/.test(attributes)
        ? attributes.replace(/\sclass="([^"]*)"/, (_, names: string) => ` class="${names} ${name}"`)
        : `${attributes} class="${name}"`;
      return `<${tag}${withClass}>`;
    },
  );
  const css = [...rules].map(([name, declarations]) => `.${name}{${declarations}}`).join('\n');
  return { html: out, css };
}

/**
 * What the ids of a note's footnotes start with: the footnote `[^x]` is `#fn-x`, its reference in
 * the text `#fn-ref-x`, the heading over the list `#fn-label`. Short, and unlike a heading's slug.
 */
export const FOOTNOTE_PREFIX = 'fn-';

/**
 * The footnotes' back links named in the page's words by the number the reference shows ("Back
 * to reference 2"; marked-footnote names them by the label as written, `[^why]` reading "why"),
 * their arrow drawn as text (some systems draw a bare ↩ as a coloured emoji), and the links both
 * ways left out of the search index.
 */
function finishFootnotes(html: string): string {
  const numbers = new Map<string, string>();
  const ref = new RegExp(
    `<a id="${FOOTNOTE_PREFIX}ref-([^"]+)" href="#${FOOTNOTE_PREFIX}\\1" data-${FOOTNOTE_PREFIX}ref[^>]*>([^<]+)</a>`,
    'g',
  );
  for (const [, id, number] of html.matchAll(ref)) numbers.set(id!, number!);
  const back = new RegExp(
    `(<a href="#${FOOTNOTE_PREFIX}ref-([^"]+)" data-${FOOTNOTE_PREFIX}backref) aria-label=".*?">↩`,
    'g',
  );
  // A footnote's second reference and on are "<id>-2" and so forth.
  const numberOf = (id: string): string => {
    const again = /^(.+)-(\d+)$/.exec(id);
    if (numbers.has(id) || !again) return numbers.get(id) ?? id;
    return `${numbers.get(again[1]!) ?? again[1]}-${again[2]}`;
  };
  // Search reads neither the numbers nor the arrows ("data1" would be a word of its index).
  return html
    .replace(back, (_match, start: string, id: string) => {
      const label = t('notes.footnoteBack', { number: numberOf(id) });
      return `${start} data-pagefind-ignore aria-label="${escapeHtml(label)}">↩\uFE0E`;
    })
    .replaceAll(
      ` data-${FOOTNOTE_PREFIX}ref `,
      ` data-${FOOTNOTE_PREFIX}ref data-pagefind-ignore `,
    );
}

/**
 * Each alert titled in the page's words (marked-alert titles it in English), its icon given no
 * margin of its own (a left one, wrong on a page written right to left): the title spaces it.
 */
function titleAlerts(html: string): string {
  return html.replace(
    /(<div class="markdown-alert markdown-alert-(\w+)">\s*<p class="markdown-alert-title">)(<svg[^>]*?) mr-2("[\s\S]*?<\/svg>)[^<]*<\/p>/g,
    (match, start: string, kind: string, svgStart: string, svgEnd: string) => {
      if (!(ALERT_KINDS as readonly string[]).includes(kind)) return match;
      const title = t(`notes.alert.${kind as AlertKind}`);
      return `${start}${svgStart}${svgEnd}${escapeHtml(title)}</p>`;
    },
  );
}

/**
 * Where the build writes a heading's id in the note's HTML until it is sanitized: an attribute
 * named at random for each build, which no owner's HTML can know to write.
 */
const HEADING_ID_MARK = `data-heading-${randomBytes(6).toString('hex')}`;

/** Text without its tags, for the reading time and the headings. */
/** The entities marked writes in inline text, as the characters they stand for. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** A heading's words as it reads: its inline markup's tags gone, its characters as written. */
const headingText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

const plainText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The note's body as HTML, with what its page needs around it; its headings' ids are none of
 * `pageIds`, those of the page it goes in.
 */
export async function renderNoteMarkdown(
  markdown: string,
  image: ImageMarkup = () => undefined,
  pageIds: Iterable<string> = [],
): Promise<RenderedNote> {
  const shiki = await sharedHighlighter();
  for (const language of codeLanguages(markdown)) {
    if (!shiki.getLoadedLanguages().includes(language)) await shiki.loadLanguage(language);
  }
  const loaded = new Set(shiki.getLoadedLanguages());
  let hasMaths = false;
  const marked = new Marked({ gfm: true });
  // Each heading's id as it is rendered, in the order they come (a footnote's last): a repeated
  // heading gets a numbered one, and none is an id of the page around the note or of its
  // footnotes ("fn-…").
  const taken = new Set(pageIds);
  const ids: string[] = [];
  const nextId = (markdownText: string): string => {
    const text = plainText(markdownText);
    const source = headingSlug(text).startsWith(FOOTNOTE_PREFIX) ? `section ${text}` : text;
    const [id] = uniqueSlugs([source], taken);
    taken.add(id!);
    ids.push(id!);
    return id!;
  };
  // The page's title is its h1; a heading goes at most one level below the one before it.
  let previousLevel = 1;
  const headings: NoteHeading[] = [];
  marked.use(markedAlert());
  marked.use(
    markedFootnote({
      prefixId: FOOTNOTE_PREFIX,
      description: escapeHtml(t('notes.footnotes')),
    }),
  );
  marked.use({
    extensions: [mathsExtension('block'), mathsExtension('inline')],
    walkTokens(token) {
      if (token.type.startsWith('maths-')) hasMaths = true;
    },
    renderer: {
      // A task's checkbox (`- [x] done`) labelled by the task's words: a form control with no
      // name is read out as just "checkbox", and fails axe. Only the words up to the item's first
      // block go in the label (a label holds no paragraphs or lists).
      listitem(item) {
        if (!item.task) return false;
        const [first, ...rest] = item.tokens;
        const label = (inline: Token[]) => {
          const [box, ...words] = inline;
          if (box?.type !== 'checkbox') return undefined;
          const text = this.parser.parseInline(words).trim();
          return `<label>${this.parser.parseInline([box]).trim()}<span>${text}</span></label>`;
        };
        if (first?.type === 'checkbox') {
          const [text, ...blocks] = rest;
          const words = text?.type === 'text' ? ((text as Tokens.Text).tokens ?? []) : [];
          const after = text?.type === 'text' ? blocks : rest;
          return `<li class="task">${label([first, ...words])}${this.parser.parse(after)}</li>\n`;
        }
        if (first?.type === 'paragraph') {
          const inner = label((first as Tokens.Paragraph).tokens);
          if (inner) return `<li class="task"><p>${inner}</p>\n${this.parser.parse(rest)}</li>\n`;
        }
        return false;
      },
      heading({ tokens: inline, depth, text }) {
        const id = nextId(text);
        const inner = this.parser.parseInline(inline);
        // The page's own title is the h1: a note's headings start at h2. Nor does one skip a
        // level (a #### straight under a ## is an h3): a screen reader's list of headings would
        // otherwise miss a step, and the outline its sense.
        const level = Math.min(Math.max(depth, 2), previousLevel + 1, 6);
        previousLevel = level;
        if (level === 2 || level === 3) {
          // The contents give a formula as its TeX, as written between the dollars, rather than
          // KaTeX's drawing, MathML and TeX all three.
          const words = inline.map((token) =>
            token.type === 'maths-inline'
              ? { type: 'codespan', raw: token.raw, text: (token as MathsToken).tex }
              : token,
          );
          headings.push({ depth: level, id, text: headingText(this.parser.parseInline(words)) });
        }
        // The id goes in after sanitizing: DOMPurify drops ids a page's scripts could mistake
        // for the document's own ("images", "method", "title"), which a heading's words often are.
        return `<h${level} ${HEADING_ID_MARK}="${ids.length - 1}">${inner}</h${level}>\n`;
      },
      code({ text, lang }) {
        const language = fenceLanguage(lang);
        return shiki.codeToHtml(text, {
          lang: loaded.has(language) ? language : 'text',
          themes: SHIKI_THEMES,
          defaultColor: false,
        });
      },
      image({ href, title, text }) {
        const markup = image(href, text);
        if (markup) return markup;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" decoding="async" />`;
      },
    },
  });
  // A table wider than the column scrolls sideways (note-css.ts): a keyboard reaches it to
  // scroll it, as it reaches a code block (shiki makes those focusable too).
  const raw = titleAlerts(
    finishFootnotes(await marked.parse(markdown, { async: true })),
  ).replaceAll('<table>', '<table tabindex="0">');
  const safe = sanitizeNoteHtml(raw).replace(
    new RegExp(`(<h[2-6]) ${HEADING_ID_MARK}="(\\d+)"`, 'g'),
    (_, start: string, index: string) => `${start} id="${ids[Number(index)]!}"`,
  );
  const { html, css } = stylesToClasses(safe);
  return {
    html,
    css,
    headings,
    hasMaths,
    text: plainText(safe.replace(/<span class="katex[\s\S]*?<\/annotation>/g, ' ')),
  };
}
