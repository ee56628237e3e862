import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PORTRAIT_SIZES } from '../../config/portrait';
import { profile } from '../../content';
import { Portrait } from './portrait';

vi.mock('virtual:portrait', () => ({
  default: {
    src: '/assets/portrait-640-c.jpg',
    srcSet: '/assets/portrait-320-b.jpg 320w, /assets/portrait-640-c.jpg 640w',
    sources: [
      {
        type: 'image/avif',
        srcSet: '/assets/portrait-320-b.avif 320w, /assets/portrait-640-c.avif 640w',
      },
      {
        type: 'image/webp',
        srcSet: '/assets/portrait-320-b.webp 320w, /assets/portrait-640-c.webp 640w',
      },
    ],
    width: 640,
    height: 640,
  },
}));

describe('Portrait', () => {
  it('offers AVIF, then WebP, then the JPEG, all with the same sizes and a reserved box', () => {
    const { container } = render(<Portrait />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source).toHaveAttribute('sizes', PORTRAIT_SIZES);
    const img = screen.getByRole('img', { name: profile.profileImageAlt });
    expect(img).toHaveAttribute('src', '/assets/portrait-640-c.jpg');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('640w'));
    expect(img).toHaveAttribute('sizes', PORTRAIT_SIZES);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '640']);
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
