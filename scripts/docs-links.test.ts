// The owner's guides link to each other and to their own headings: every link must lead somewhere.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const GUIDES = ['README.md', 'CUSTOMIZING.md', 'DEPLOYING.md'];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The guide without its code blocks and code spans, whose text only shows Markdown. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((m) => headingAnchor(m[1]!)));
}

/**
 * Links within the repository: `[text](#anchor)`, `[text](path)`, `[text](FILE.md#anchor)`, and
 * images; not web addresses.
 */
function localLinks(markdown: string): Array<{ file: string; anchor: string }> {
  return [...outsideCode(markdown).matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)]
    .filter((m) => !/^[a-z][a-z\d+.-]*:/i.test(m[1]!))
    .map((m) => ({ file: m[1]!, anchor: m[2] ?? '' }));
}

describe('headingAnchor', () => {
  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor("The contact form on the host's edge")).toBe(
      'the-contact-form-on-the-hosts-edge',
    );
    expect(headingAnchor('Contact form (EmailJS)')).toBe('contact-form-emailjs');
    expect(headingAnchor('Papers from `BibTeX`')).toBe('papers-from-bibtex');
  });
});

describe.each(GUIDES)('%s', (guide) => {
  const markdown = readFileSync(guide, 'utf8');
  it('links only to files that exist and headings they have', () => {
    const broken = localLinks(markdown).filter(({ file, anchor }) => {
      const target = file || guide;
      if (!existsSync(target)) return true;
      return anchor !== '' && !anchorsOf(readFileSync(target, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
