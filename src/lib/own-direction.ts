// Which way a short text of the owner's runs (a tag, a skill, a company, a date, a search
// excerpt), where `dir="auto"` would follow its first letter alone: a Hebrew tag that starts with
// a Latin name ("Linux משובץ") ran left to right and showed its words in the wrong order, and a
// date of digits alone ("2019 - 2021") ran left to right on a right-to-left page whose other dates
// ran its way.

/** Letters of the scripts written right to left. */
const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;

/**
 * The direction most of the text's letters are written in; the page's where they are as many
 * either way, or there are none (digits and signs alone).
 */
export function ownDirection(text: string, page: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  let balance = 0;
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    balance += RIGHT_TO_LEFT_LETTER.test(char) ? 1 : -1;
  }
  if (balance === 0) return page;
  return balance > 0 ? 'rtl' : 'ltr';
}

/**
 * The `dir` a text's element needs: 'auto' where the browser's own rule (its first letter, else
 * left to right) already gives its direction, so the page's HTML says nothing more.
 */
export function dirAttribute(text: string, page: 'ltr' | 'rtl'): 'ltr' | 'rtl' | 'auto' {
  const own = ownDirection(text, page);
  const first = [...text].find((char) => /\p{L}/u.test(char));
  const auto = first !== undefined && RIGHT_TO_LEFT_LETTER.test(first) ? 'rtl' : 'ltr';
  return own === auto ? 'auto' : own;
}
