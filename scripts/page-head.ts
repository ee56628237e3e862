// A page's <head> without the line breaks and indents between its tags (the template's layout and
// the empty lines its placeholders leave). They mean nothing there, and every page carries them.
const HEAD = /<head>([\s\S]*?)<\/head>/;

/** `html` with no white space between the tags of its head; text inside a tag is left alone. */
export function withCompactHead(html: string): string {
  return html.replace(
    HEAD,
    (_, head: string) => `<head>${head.replace(/>\s+</g, '><').trim()}</head>`,
  );
}
