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

function anchorsOf(markdown: string): Set<string> {
  const outsideCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...outsideCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => headingAnchor(m[1]!)));
}

/** Links to a guide or to a heading: `[text](#anchor)`, `[text](FILE.md)`, `[text](FILE.md#anchor)`. */
function localLinks(markdown: string): Array<{ file: string; anchor: string }> {
  return [...markdown.matchAll(/\]\(([\w.-]*\.md)?(?:#([^)\s]+))?\)/g)]
    .filter((m) => m[1] !== undefined || m[2] !== undefined)
    .map((m) => ({ file: m[1] ?? '', anchor: m[2] ?? '' }));
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
  it('links only to guides that exist and headings they have', () => {
    const broken = localLinks(markdown).filter(({ file, anchor }) => {
      const target = file || guide;
      if (!existsSync(target)) return true;
      return anchor !== '' && !anchorsOf(readFileSync(target, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
