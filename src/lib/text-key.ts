// A short key for a text: FNV-1a over its UTF-16 code units, 32 bits, written in base 36. The
// build lists texts by their keys, so a page's scripts carry a few bytes for each listed text
// rather than the text a second time. Two texts may share a key (about one pair in four billion):
// where a key only adds a hint, such as an element's `lang`, that costs nothing.
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
