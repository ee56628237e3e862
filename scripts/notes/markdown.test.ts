import { describe, expect, it, vi } from 'vitest';
import { t } from '../../src/words/index.ts';
import {
  altWarnings,
  codeLanguageWarnings,
  futureWarnings,
  linkWarnings,
  FOOTNOTE_PREFIX,
  footnoteWarnings,
  imageSources,
  noteWarnings,
  policyWarnings,
  publishedSlugs,
  mathsProblems,
  renderNoteMarkdown,
  SHIKI_THEMES,
  stylesToClasses,
} from './markdown.ts';

describe('renderNoteMarkdown', () => {
  it('highlights code in both themes, with no inline style left for the policy to block', async () => {
    const { html, css, hasMaths } = await renderNoteMarkdown(
      '```python\ndef f(x):\n    return x\n```',
    );
    expect(html).toContain('class="shiki');
    expect(html).not.toMatch(/\sstyle="/);
    expect(css).toContain('--shiki-light');
    expect(css).toContain('--shiki-dark');
    expect(html).toContain(SHIKI_THEMES.light);
    expect(hasMaths).toBe(false);
  }, 30_000);

  it('highlights code in any language the highlighter knows, loading it as a note asks', async () => {
    const highlighted = async (fence: string) => {
      const { css } = await renderNoteMarkdown(`\`\`\`${fence}\nFROM node:20\nRUN npm ci\n\`\`\``);
      // Plain code has one colour, its tokens none of their own.
      return (css.match(/--shiki-light:/g) ?? []).length > 1;
    };
    expect(await highlighted('dockerfile')).toBe(true);
    expect(await highlighted('text')).toBe(false);
  }, 30_000);

  it('leaves out of the owner’s HTML what would run or lead away, and keeps the rest', async () => {
    const { html, text } = await renderNoteMarkdown(
      [
        '<script>alert(1)</script>',
        '',
        '<iframe srcdoc="<script>alert(2)</script>"></iframe>',
        '',
        '<meta http-equiv="refresh" content="0;url=https://elsewhere.example/"><base href="https://elsewhere.example/">',
        '',
        '<form action="https://elsewhere.example/"><input name="q"></form>',
        '',
        'A <span onclick="go()" title="kept">span</span>, [a link](javascript:alert(3)) and <a href="JaVaScRiPt:alert(4)">another</a>.',
        '',
        // jsdom's parser drops these inside a <select>, where a browser keeps them.
        '<select><style>body{display:none}</style><img src=x onerror="alert(5)"></select>',
        '',
        '<details><summary>More</summary>',
        '',
        'Inside **bold**.',
        '',
        '</details>',
      ].join('\n'),
    );
    for (const gone of [
      '<script',
      'alert',
      '<iframe',
      '<meta',
      '<base',
      '<form',
      'onclick',
      'javascript',
    ]) {
      expect(html.toLowerCase()).not.toContain(gone.toLowerCase());
    }
    expect(html).toContain('<span title="kept">span</span>');
    expect(html).toMatch(
      /<details><summary>More<\/summary>\s*<p>Inside <strong>bold<\/strong>\.<\/p>\s*<\/details>/,
    );
    expect(text).not.toContain('alert');
  }, 30_000);

  it('renders inline and display TeX with KaTeX, readable by screen readers as MathML', async () => {
    const { html, hasMaths } = await renderNoteMarkdown(
      'Let $x^2$ be.\n\n$$\\sum_{n=1}^{N} n$$\n\nIt costs $5 and $6.',
    );
    expect(hasMaths).toBe(true);
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html).toContain('katex-display');
    expect(html).toContain('<math');
    // Its TeX stays beside the MathML, for copying and for screen readers.
    expect(html).toMatch(/<semantics>[\s\S]*<annotation[^>]*encoding="application\/x-tex"/);
    expect(html).toContain('It costs $5 and $6.');
  }, 30_000);

  it('gives h2 and h3 unique ids for the table of contents, and starts headings at h2', async () => {
    const { html, headings } = await renderNoteMarkdown(
      '# Top\n\n## Setup\n\n### Detail\n\n#### Deep\n\n## Setup',
    );
    expect(headings).toEqual([
      { depth: 2, id: 'top', text: 'Top' },
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 3, id: 'detail', text: 'Detail' },
      { depth: 2, id: 'setup-2', text: 'Setup' },
    ]);
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h4 id="deep">');
  }, 30_000);

  it('keeps the id of a heading named like a part of the document, which DOMPurify would drop', async () => {
    const words = ['Images', 'Method', 'Title', 'Name', 'Forms', 'Implementation'];
    const { html, headings } = await renderNoteMarkdown(
      words.map((word) => `## ${word}\n\nText.`).join('\n\n'),
    );
    const ids = words.map((word) => word.toLowerCase());
    expect(headings.map((heading) => heading.id)).toEqual(ids);
    expect([...html.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1])).toEqual(ids);
  }, 30_000);

  it('names a heading with a formula by its TeX in the table of contents', async () => {
    const { headings } = await renderNoteMarkdown(
      '## Why $O(n \\log n)$ is optimal\n\n## Q&A: *un*\\<b>usual\\</b> & $a < b$',
    );
    expect(headings.map((heading) => heading.text)).toEqual([
      'Why O(n \\log n) is optimal',
      'Q&A: un<b>usual</b> & a < b',
    ]);
  }, 30_000);

  it('gives a heading in a footnote, or after display maths, an id of its own words', async () => {
    const { html, headings } = await renderNoteMarkdown(
      [
        '## First',
        '$$\na\n===\n$$',
        '## After maths',
        'Text[^a].',
        '[^a]: A note.\n\n    ## Inside footnote',
      ].join('\n\n'),
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      'first',
      'after-maths',
      'inside-footnote',
    ]);
    // Each heading with the id the contents give it (and the footnotes' own, for screen readers).
    const ids = [...html.matchAll(/<h[2-6] id="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(ids)).toEqual(
      new Set([...headings.map((heading) => heading.id), `${FOOTNOTE_PREFIX}label`]),
    );
    expect(ids).toHaveLength(headings.length + 1);
    expect(new Set(ids).size).toBe(ids.length);
  }, 30_000);

  it("gives no heading an id of the page around it or of a footnote's", async () => {
    const { html, headings } = await renderNoteMarkdown(
      '## Main\n\n## Fn 2\n\n## Fn ref 2\n\nA claim[^2].\n\n[^2]: Its source.',
      undefined,
      ['main', 'icon-menu'],
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      'main-2',
      'section-fn-2',
      'section-fn-ref-2',
    ]);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  }, 30_000);

  it('never skips a heading level on the way down, and may climb back any number', async () => {
    const { html } = await renderNoteMarkdown('## A\n\n#### B\n\n###### C\n\n## D\n\n### E');
    expect(
      [...html.matchAll(/<h(\d) id="(\w)">/g)].map(([, level, id]) => `${id}${level}`),
    ).toEqual(['a2', 'b3', 'c4', 'd2', 'e3']);
  }, 30_000);

  it("labels each task's checkbox with the task's words, in a tight list and a loose one", async () => {
    const { html } = await renderNoteMarkdown(
      '- [x] Done **now**\n- [ ] Open\n  - not a task\n\n1. [x] First\n\n   More about it.\n2. Plain',
    );
    const labels = [...html.matchAll(/<label>(<input[^>]*>)<span>([\s\S]*?)<\/span><\/label>/g)];
    expect(labels.map(([, box, words]) => [/checked/.test(box!), words])).toEqual([
      [true, 'Done <strong>now</strong>'],
      [false, 'Open'],
      [true, 'First'],
    ]);
    // Every checkbox is in a label; the blocks after the words stay outside it.
    expect(html.match(/<input/g)).toHaveLength(3);
    expect(html).toMatch(/<\/label><ul>\s*<li>not a task<\/li>/);
    expect(html).toMatch(/<\/label><\/p>\s*<p>More about it\.<\/p>/);
    expect(html).toMatch(/<li><p>Plain<\/p>/);
  }, 30_000);

  it("titles GitHub's alerts in the page's words, each of its kind, and leaves a quote a quote", async () => {
    const kinds = ['note', 'tip', 'important', 'warning', 'caution'] as const;
    const { html } = await renderNoteMarkdown(
      [
        ...kinds.map((kind) => `> [!${kind.toUpperCase()}]\n> About ${kind}.`),
        '> Just a quote.',
      ].join('\n\n'),
    );
    const alerts = [
      ...html.matchAll(
        /<div class="markdown-alert markdown-alert-(\w+)">\s*<p class="markdown-alert-title"><svg([^>]*)>[\s\S]*?<\/svg>([^<]*)<\/p>\s*<p>([^<]*)<\/p>/g,
      ),
    ];
    expect(alerts.map(([, kind, , title, text]) => [kind, title, text])).toEqual(
      kinds.map((kind) => [kind, t(`notes.alert.${kind}`), `About ${kind}.`]),
    );
    // The icon is decoration, and takes no physical margin (a page may read right to left).
    for (const [, , svg] of alerts) expect(svg).toMatch(/aria-hidden="true"/);
    for (const [, , svg] of alerts) expect(svg).not.toMatch(/\bmr-2\b/);
    expect(html).toContain('<blockquote>\n<p>Just a quote.</p>\n</blockquote>');
  }, 30_000);

  it('lets a keyboard reach a table, which scrolls sideways when wider than the column', async () => {
    const { html } = await renderNoteMarkdown('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<table tabindex="0">');
  }, 30_000);

  it('shows an image as the pipeline made it, and lists the images to make', async () => {
    const markdown = 'Text ![A cat](images/cat.png) more';
    expect(imageSources(markdown)).toEqual(['images/cat.png']);
    const { html } = await renderNoteMarkdown(
      markdown,
      (src, alt) => `<picture data-src="${src}">${alt}</picture>`,
    );
    expect(html).toContain('<picture data-src="images/cat.png">A cat</picture>');
  }, 30_000);
});

describe('footnotes', () => {
  const markdown = [
    'A claim[^source] and [a link](https://example.com), a second[^2], the first again[^source].',
    '',
    '[^2]: The second, with `code`.',
    '',
    '[^source]: The first footnote.',
    '',
    '    Its second paragraph.',
  ].join('\n');

  it('numbers references in the order they come, and lists each footnote once, under a heading for screen readers', async () => {
    const { html, headings } = await renderNoteMarkdown(markdown);
    const refs = [
      ...html.matchAll(/<a id="([^"]+)" href="#([^"]+)" data-fn-ref(?:="")?[^>]*>(\d+)<\/a>/g),
    ];
    expect(refs.map(([, id, target, number]) => [id, target, number])).toEqual([
      [`${FOOTNOTE_PREFIX}ref-source`, `${FOOTNOTE_PREFIX}source`, '1'],
      [`${FOOTNOTE_PREFIX}ref-2`, `${FOOTNOTE_PREFIX}2`, '2'],
      [`${FOOTNOTE_PREFIX}ref-source-2`, `${FOOTNOTE_PREFIX}source`, '1'],
    ]);
    expect([...html.matchAll(/<li id="([^"]+)">/g)].map(([, id]) => id)).toEqual([
      `${FOOTNOTE_PREFIX}source`,
      `${FOOTNOTE_PREFIX}2`,
    ]);
    expect(html).toContain(`>${t('notes.footnotes')}</h2>`);
    expect(html).toContain('Its second paragraph.');
    // Search indexes "a claim", not "a claim1".
    expect(html).not.toMatch(/data-fn-ref(?:="")?(?!="| data-pagefind-ignore)/);
    // The heading over the footnotes is not one of the note's own: no entry in its contents.
    expect(headings).toEqual([]);
  }, 30_000);

  it("names each way back by the number its reference shows, in the page's words, drawn as text", async () => {
    const { html } = await renderNoteMarkdown(markdown);
    const back = [
      ...html.matchAll(
        /<a href="#([^"]+)" data-fn-backref="" data-pagefind-ignore="" aria-label="([^"]+)">([^<]+)/g,
      ),
    ];
    expect(back.map(([, target, label]) => [target, label])).toEqual([
      [`${FOOTNOTE_PREFIX}ref-source`, t('notes.footnoteBack', { number: '1' })],
      [`${FOOTNOTE_PREFIX}ref-source-2`, t('notes.footnoteBack', { number: '1-2' })],
      [`${FOOTNOTE_PREFIX}ref-2`, t('notes.footnoteBack', { number: '2' })],
    ]);
    for (const [, , , arrow] of back) expect(arrow).toBe('↩\uFE0E');
  }, 30_000);

  it('leaves a note without footnotes as it was', async () => {
    const { html } = await renderNoteMarkdown('Costs [^1] nothing: `[^x]`.');
    expect(html).toBe('<p>Costs [^1] nothing: <code>[^x]</code>.</p>\n');
  }, 30_000);

  it('warns of a reference with no footnote and of a footnote nothing references, not of code', () => {
    const lines = footnoteWarnings({
      file: 'content/notes/a.md',
      markdown:
        'Text[^1], a typo[^l], `[^code]` and \\[^escaped].\n\n[^1]: One.\n\n[^unused]: Never.',
    });
    expect(lines).toEqual([
      expect.stringMatching(/^content\/notes\/a\.md: the reference \[\^l\] has no footnote/),
      expect.stringMatching(
        /^content\/notes\/a\.md: the footnote \[\^unused\] is referenced nowhere/,
      ),
    ]);
    expect(footnoteWarnings({ file: 'a.md', markdown })).toEqual([]);
    expect(noteWarnings({ file: 'a.md', markdown: 'Text[^l].' })).toHaveLength(1);
  });
});

describe('policyWarnings', () => {
  it('names each image from another site, in Markdown or HTML, and none of the content folder', () => {
    const markdown = [
      '![A chart](https://example.com/chart.png) and ![Ours](images/ours.png)',
      '',
      '<img alt="b" src="//cdn.example.com/b.png"> <img src=data:image/png;base64,AAAA alt="">',
      '',
      'Text with <img src="http://example.org/c.gif" /> inside.',
    ].join('\n');
    const lines = policyWarnings({ file: 'content/notes/a.md', markdown });
    expect(lines.map((line) => /"([^"]+)"/.exec(line)?.[1])).toEqual([
      'https://example.com/chart.png',
      '//cdn.example.com/b.png',
      'http://example.org/c.gif',
    ]);
    expect(lines[0]).toMatch(
      /^content\/notes\/a\.md: the image "https:\/\/example\.com\/chart\.png" is on another site.*will not show/,
    );
  });

  it('names a script, a frame, an embedded object and an inline handler in the note’s HTML', () => {
    const markdown = [
      '<iframe src="https://video.example/embed/1"></iframe>',
      '',
      '<script src="https://gist.example/x.js"></script>',
      '',
      'A <span onclick="go()">button</span>, <object data="x.swf"></object> and <embed src="y">.',
      '',
      'Plain <kbd>Ctrl</kbd> and <details><summary>More</summary>text</details> are fine.',
    ].join('\n');
    const lines = policyWarnings({ file: 'content/notes/a.md', markdown });
    expect(lines.map((line) => line.split(' is left out')[0])).toEqual([
      'content/notes/a.md: its <iframe>',
      'content/notes/a.md: its <script>',
      'content/notes/a.md: an on… attribute in its HTML',
      'content/notes/a.md: its <object>',
      'content/notes/a.md: its <embed>',
    ]);
  });

  it('names what would change the page around the note, a style that is more than declarations and a javascript: link', () => {
    const markdown = [
      '<meta http-equiv="refresh" content="0;url=https://elsewhere.example/">',
      '',
      '<div style="color:red}body{display:none">a</div> <span style="color: teal">fine</span>',
      '',
      '[Click](javascript:alert(1)) and [fine](https://example.org/).',
      '',
      '<a href="JavaScript:alert(2)">Also</a>',
    ].join('\n');
    const lines = policyWarnings({ file: 'content/notes/a.md', markdown });
    expect(lines.map((line) => line.split(' is left out')[0])).toEqual([
      'content/notes/a.md: its <meta>',
      'content/notes/a.md: its style="color:red}body{display:none"',
      'content/notes/a.md: the link to "javascript:alert(1)"',
      'content/notes/a.md: the link to "JavaScript:alert(2)"',
    ]);
  });
});

describe('altWarnings', () => {
  it('names a Markdown image with no description, and none with one', () => {
    const file = 'content/notes/mine.md';
    const markdown = '![](images/a.png) and ![ ](b.png), but ![A leaf](c.png) and `![](code.png)`';
    expect(altWarnings({ file, markdown })).toEqual([
      `${file}: the image "images/a.png" has no description: say what it shows between its brackets, ![…](images/a.png), unless it is there for looks alone`,
      `${file}: the image "b.png" has no description: say what it shows between its brackets, ![…](b.png), unless it is there for looks alone`,
    ]);
  });
});

describe('codeLanguageWarnings', () => {
  it('names a fence in a language the highlighter does not know, once, and none of plain text', () => {
    const file = 'content/notes/mine.md';
    const markdown = [
      '```klingon',
      'a',
      '```',
      '```Klingon {2}',
      'b',
      '```',
      '```py',
      'c',
      '```',
      '```text',
      'd',
      '```',
      '```',
      'e',
      '```',
    ].join('\n');
    expect(codeLanguageWarnings({ file, markdown })).toEqual([
      `${file}: the code in "klingon" is shown without highlighting: the highlighter (shiki) knows no language of that name`,
    ]);
  });
});

describe('noteWarnings', () => {
  it("names a note with no text, and with the site's published notes its links too", () => {
    const file = 'content/notes/mine.md';
    expect(noteWarnings({ file, markdown: '\n  \n' })).toEqual([
      `${file}: the note has no text under its front matter: it would be published empty`,
    ]);
    const markdown = 'See [a draft](/notes/a-draft/) and [a note](/notes/other/).';
    expect(noteWarnings({ file, markdown })).toEqual([]);
    const published = publishedSlugs([
      { slug: 'other', draft: false },
      { slug: 'a-draft', draft: true },
    ]);
    expect(noteWarnings({ file, markdown }, published)).toEqual([
      `${file}: the link "/notes/a-draft/" leads nowhere: no note is called "a-draft"`,
    ]);
  });
});

describe('linkWarnings', () => {
  const file = 'content/notes/mine.md';
  const slugs = new Set(['other-note', 'a-draft-no-more']);

  it('names a link to a note’s file, with the page to link instead, and links that lead nowhere', () => {
    const markdown = [
      'See [the other](other-note.md), [its French one](./other-note.fr.md#part),',
      '[a missing file](gone.md), [a missing note](/notes/nope/) and [in German](/de/notes/nope),',
      'but not [a real one](/notes/other-note/), [a heading](#why), [the web](https://example.org/a.md),',
      '[the résumé](/resume.pdf), [the feed](/notes/rss.xml), [page two](/notes/page/2/),',
      '[a tag](/notes/tags/go/), [all tags](/notes/tags/) or [a guide](/files/guide.md).',
    ].join('\n');
    expect(linkWarnings({ file, markdown }, slugs)).toEqual([
      `${file}: the link "other-note.md" is to a note's file, which the site does not serve: link to its page, /notes/other-note/`,
      `${file}: the link "./other-note.fr.md#part" is to a note's file, which the site does not serve: link to its page, /notes/other-note/`,
      `${file}: the link "gone.md" is to a file the site does not serve, and no note is called "gone"`,
      `${file}: the link "/notes/nope/" leads nowhere: no note is called "nope"`,
      `${file}: the link "/de/notes/nope" leads nowhere: no note is called "nope"`,
    ]);
  });

  it('names an image in the note’s HTML, which the build does not make, and none in Markdown', () => {
    const markdown = [
      '![kept](images/pipeline.svg)',
      '',
      '<figure><img src="images/pipeline.svg" alt="x"></figure>',
      '',
      '<img src="https://example.org/x.png"> <img src="data:image/png;base64,AA==">',
    ].join('\n');
    expect(linkWarnings({ file, markdown }, slugs)).toEqual([
      `${file}: the image "images/pipeline.svg" is in the note's HTML, which the build does not check or copy, so it will not show: write it as Markdown, ![what it shows](images/pipeline.svg)`,
    ]);
  });

  it('leaves code alone', () => {
    const markdown = '`[x](nope.md)`\n\n```\n[y](/notes/nope/)\n<img src="a.png">\n```';
    expect(linkWarnings({ file, markdown }, slugs)).toEqual([]);
  });
});

describe('futureWarnings', () => {
  const file = 'content/notes/mine.md';
  it('names a published note dated after today, and no draft, nor a note of today or before', () => {
    const today = '2026-12-05';
    expect(futureWarnings({ file, date: '2099-05-01' }, today)).toEqual([
      `${file} › date: 2099-05-01 is still to come, and the note is published now, first in the list and the feeds: correct the date, or set draft: true until then`,
    ]);
    expect(futureWarnings({ file, date: '2099-05-01', draft: true }, today)).toEqual([]);
    expect(futureWarnings({ file, date: today }, today)).toEqual([]);
    expect(futureWarnings({ file, date: '2026-12-04' }, today)).toEqual([]);
  });

  it("takes today as the owner's clock has it, as npm run new-note dates a note", () => {
    const zone = process.env.TZ;
    vi.useFakeTimers();
    try {
      // 20:00 in UTC is 10:00 the next morning at UTC+14, where the owner dated their note.
      process.env.TZ = 'Pacific/Kiritimati';
      vi.setSystemTime(new Date('2026-12-05T20:00:00Z'));
      expect(futureWarnings({ file, date: '2026-12-06' })).toEqual([]);
      expect(futureWarnings({ file, date: '2026-12-07' })).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('mathsProblems', () => {
  const file = 'content/notes/a.md';

  it('names the note, each formula KaTeX cannot typeset and why, inline or on its own lines', () => {
    const markdown = [
      'Fine: $x^2$, and $5 is money.',
      '',
      'Broken: $\\frac{1}{$ here.',
      '',
      `$$\\invalid{x} + ${'y + '.repeat(30)}z$$`,
    ].join('\n');
    expect(mathsProblems({ file, markdown })).toEqual([
      expect.stringMatching(
        /^content\/notes\/a\.md › the formula \$\\frac\{1\}\{\$ cannot be typeset: .*(end of input|Expected)/,
      ),
      expect.stringMatching(
        /^content\/notes\/a\.md › the formula \$\$\\invalid\{x\} \+ y \+ .{30,}… cannot be typeset: Undefined control sequence: \\invalid$/,
      ),
    ]);
  });

  it('finds nothing in formulas that typeset, or in text without any', () => {
    expect(mathsProblems({ file, markdown: 'Let $x^2$ be.\n\n$$\\sum_{n=1}^{N} n$$' })).toEqual([]);
    expect(mathsProblems({ file, markdown: 'It costs $5 and $6.' })).toEqual([]);
  });
});

describe('stylesToClasses', () => {
  it('leaves out a style that could end its rule or the stylesheet', () => {
    const { html, css } = stylesToClasses(
      '<div style="color:red}body{display:none">a</div><p style="x:</style>">b</p><i style="color:teal">c</i>',
    );
    expect(html).toMatch(/^<div>a<\/div><p>b<\/p><i class="s-[0-9a-f]{8}">c<\/i>$/);
    expect(css).toMatch(/^\.s-[0-9a-f]{8}\{color:teal\}$/);
  });

  it('moves each style to a shared class, keeping the element’s own classes', () => {
    const { html, css } = stylesToClasses(
      '<span class="a" style="color:red">x</span><span style="color:red" id="b">y</span>',
    );
    const name = /class="a (s-[0-9a-f]{8})"/.exec(html)?.[1];
    expect(name).toBeDefined();
    expect(html).toBe(`<span class="a ${name}">x</span><span id="b" class="${name}">y</span>`);
    expect(css).toBe(`.${name}{color:red}`);
  });
});
