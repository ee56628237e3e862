import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { compressedSizes } from './bundle-size';
import { FIRST_ROUND_TRIP_BYTES, firstSectionOnly, padPast } from './lcp-variants';

const page = (main: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body><header>bar</header><main id="main">${main}</main><footer>end</footer></body></html>`;

describe('padPast', () => {
  it('makes a small page just too big for the first round trip, and leaves what shows alone', () => {
    const html = page('<section id="a"><h1>Hello</h1></section>');
    const padded = padPast(html, FIRST_ROUND_TRIP_BYTES);
    const brotli = compressedSizes(padded).brotli;
    expect(brotli).toBeGreaterThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    expect(brotli).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES + 1024);
    const dom = new JSDOM(padded).window.document;
    expect(dom.body.textContent).toBe('barHelloend');
    expect(padPast(html, FIRST_ROUND_TRIP_BYTES)).toBe(padded);
  });

  it('leaves a page already past the size as it is', () => {
    const html = page('<p>x</p>');
    expect(padPast(html, 10)).toBe(html);
  });

  it('refuses a page without a body end', () => {
    expect(() => padPast('<p>x</p>', 100)).toThrow(/no <\/body>/);
  });
});

describe('firstSectionOnly', () => {
  it('keeps the head, the bar, the first element of <main> and the footer', () => {
    const html = page(
      '<!--$--><div data-root="hero"><section id="hero"><h1>Hi</h1></section></div><!--/$--><div data-root="about"><section id="about">About</section></div>',
    );
    const dom = new JSDOM(firstSectionOnly(html)).window.document;
    expect(dom.title).toBe('t');
    expect(dom.querySelector('header')?.textContent).toBe('bar');
    expect(dom.querySelector('#hero h1')?.textContent).toBe('Hi');
    expect(dom.querySelector('#about')).toBeNull();
    expect(dom.querySelector('footer')?.textContent).toBe('end');
  });

  it('refuses a page without a <main> to cut', () => {
    expect(() => firstSectionOnly('<p>x</p>')).toThrow(/no <main>/);
  });
});
