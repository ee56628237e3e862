import { describe, expect, it } from 'vitest';
import { arxivUrl, doiUrl, paperLinks } from './paper-links';

describe('paper links', () => {
  it('shows nothing for null or blank values', () => {
    expect(doiUrl(null)).toBeNull();
    expect(doiUrl('  ')).toBeNull();
    expect(arxivUrl(null)).toBeNull();
  });

  it('keeps full addresses', () => {
    expect(doiUrl('https://doi.org/10.1/x')).toBe('https://doi.org/10.1/x');
    expect(arxivUrl('https://arxiv.org/abs/2501.1')).toBe('https://arxiv.org/abs/2501.1');
  });

  it('turns bare identifiers into addresses', () => {
    expect(doiUrl('10.1109/abc.2025.1')).toBe('https://doi.org/10.1109/abc.2025.1');
    expect(doiUrl('doi:10.1/x')).toBe('https://doi.org/10.1/x');
    expect(arxivUrl('arXiv:2501.01234')).toBe('https://arxiv.org/abs/2501.01234');
  });

  it('lists the links a paper has, in button order, skipping absent and null ones', () => {
    const links = paperLinks({
      doi: '10.1/x',
      arxiv: null,
      video: 'https://video.example/talk',
      pdf: 'https://example.org/paper.pdf',
      slides: null,
    });
    expect(links).toEqual([
      { kind: 'pdf', href: 'https://example.org/paper.pdf' },
      { kind: 'video', href: 'https://video.example/talk' },
      { kind: 'doi', href: 'https://doi.org/10.1/x' },
    ]);
    expect(paperLinks({ doi: null, arxiv: null })).toEqual([]);
  });
});
