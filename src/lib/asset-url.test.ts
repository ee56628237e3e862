import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';

describe('assetUrl', () => {
  it('resolves content paths against the base path', () => {
    expect(assetUrl('/resume.pdf', '/')).toBe('/resume.pdf');
    expect(assetUrl('/resume.pdf', '/portfolio/')).toBe('/portfolio/resume.pdf');
    expect(assetUrl('images/me.webp', '/portfolio')).toBe('/portfolio/images/me.webp');
  });

  it('leaves absolute URLs alone', () => {
    expect(assetUrl('https://cdn.example.com/cv.pdf', '/portfolio/')).toBe(
      'https://cdn.example.com/cv.pdf',
    );
  });
});
