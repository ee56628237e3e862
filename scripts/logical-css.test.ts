import { describe, expect, it } from 'vitest';
import { findInCss, findInSource, physicalStyles, styledFiles } from './logical-css';

// A right-to-left page is the same markup under <html dir="rtl">, mirrored only where its styles
// say start and end. A physical left or right looks right in English and wrong in Hebrew or
// Arabic, where nobody building the English page looks: this test is where it shows.

const inSource = (source: string) =>
  findInSource(source, 'x.tsx').map((found) => `${found.line} ${found.text.split(' ')[0]}`);
const inCss = (source: string) =>
  findInCss(source, 'x.css').map((found) => `${found.line} ${found.text.split(' (')[0]}`);

describe('the page is styled with logical sides', () => {
  it('finds physical classes in class lists, naming the line', () => {
    const source = [
      'export function X({ open }: { open: boolean }) {',
      '  return (',
      '    <div className="flex ml-2 gap-2">',
      "      <p className={cn('md:text-right', open && '-mr-2 sm:pl-4')} />",
      '      <span className={`${BASE} hover:left-1/2 rounded-tl-lg border-l-2`} />',
      '      <i className="-translate-x-1/2 bg-gradient-to-r [margin-left:3px]" />',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(inSource(source)).toEqual([
      '3 ml-2',
      '4 md:text-right',
      '4 -mr-2',
      '4 sm:pl-4',
      '5 hover:left-1/2',
      '5 rounded-tl-lg',
      '5 border-l-2',
      '6 -translate-x-1/2',
      '6 bg-gradient-to-r',
      '6 margin-left',
    ]);
  });

  it('lets through logical classes, rtl: counterparts, marked lines and words', () => {
    const source = [
      '<div className="ms-2 pe-4 start-0 end-1/2 text-start rounded-s-lg border-e mx-auto px-4 inset-x-0">',
      '  <i className="-translate-x-1/2 rtl:translate-x-1/2 bg-gradient-to-r rtl:bg-gradient-to-l" />',
      '  <i className="rtl:-scale-x-100 ltr:ml-1" title="left to right, left-to-right" />',
      '  {/* logical-css: physical (a test) */}',
      '  <i className="left-0" />',
      '  {/* ml-2 in a comment is no class */}',
      '</div>',
    ].join('\n');
    expect(inSource(source)).toEqual([]);
  });

  it('finds physical declarations in stylesheets and style strings, comments aside', () => {
    const css = [
      '/* margin-left: 2px in a comment */',
      '.a { margin-left: 2px; padding-inline-start: 1rem; }',
      '.b {',
      '  left: 0;',
      '  text-align: right;',
      '  margin: -4px 0 0 -4px;',
      '  padding: 1px 2px;',
      '  background-image: linear-gradient(to bottom right, red, blue);',
      '  border-top-left-radius: 2px;',
      '}',
      '.c { /* logical-css: physical (a test) */ left: 0; inset-inline-end: 0; }',
    ].join('\n');
    expect(inCss(css)).toEqual([
      '2 margin-left',
      '4 left:',
      '5 text-align: right',
      '6 margin: -4px 0 0 -4px',
      '8 linear-gradient(to bottom right',
      '9 border-top-left-radius',
    ]);
    expect(inSource('const page = `<main style="float: left; color: red;">`;')).toEqual([
      '1 float:',
    ]);
  });

  it('finds none in the components, pages, stylesheets and the 404 page', () => {
    expect(styledFiles()).toContain('scripts/assets/not-found.ts');
    expect(styledFiles().filter((file) => file.endsWith('.css')).length).toBeGreaterThan(3);
    const found = physicalStyles().map(({ file, line, text }) => `${file}:${line} ${text}`);
    // Write the logical form (ms-, pe-, start-, text-end, border-s, margin-inline-start, …), or
    // add the rtl: counterpart of a movement or a gradient's direction.
    expect(found).toEqual([]);
  });
});
