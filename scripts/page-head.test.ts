import { describe, expect, it } from 'vitest';
import { withCompactHead } from './page-head';

describe('withCompactHead', () => {
  it('drops the white space between the head’s tags and keeps their text and the body as they are', () => {
    const page =
      '<html>\n  <head>\n    <meta charset="UTF-8" />\n\n    \n    <title>A  title</title>\n' +
      '    <script>if (a > b) go()</script>\n  </head>\n  <body>\n    <p>a</p> <p>b</p>\n  </body>\n</html>';
    expect(withCompactHead(page)).toBe(
      '<html>\n  <head><meta charset="UTF-8" /><title>A  title</title>' +
        '<script>if (a > b) go()</script></head>\n  <body>\n    <p>a</p> <p>b</p>\n  </body>\n</html>',
    );
  });
});
