import { describe, expect, it } from 'vitest';
import { revealAndFocus } from './reveal-focus';

/** A list of three items, the last two hidden, each holding `inner`; and the button after it. */
function list(inner: string[]) {
  document.body.innerHTML = `<ul>${inner
    .map((html, index) => `<li${index > 0 ? ' hidden' : ''}>${html}</li>`)
    .join('')}</ul><button id="toggle">View all</button>`;
  const toggle = document.getElementById('toggle')!;
  toggle.focus();
  const ul = document.querySelector('ul')!;
  const showAll = () => ul.querySelectorAll('li').forEach((li) => (li.hidden = false));
  return { ul, toggle, showAll };
}

describe('revealAndFocus', () => {
  it('moves the focus to the first control of the first item it shows', () => {
    const { ul, showAll } = list([
      '<a href="/one">One</a>',
      '<button disabled>N/A</button><a href="/two">Two</a>',
      '<a href="/three">Three</a>',
    ]);
    revealAndFocus(ul, showAll);
    expect(document.activeElement).toHaveTextContent('Two');
  });

  it('leaves the focus where it was when nothing was shown, or nothing shown has a control', () => {
    const { ul, toggle } = list(['<a href="/one">One</a>', '<a href="/two">Two</a>', '']);
    revealAndFocus(ul, () => {});
    expect(document.activeElement).toBe(toggle);
    const plain = list(['<p>One</p>', '<p>Two</p>', '<p>Three</p>']);
    revealAndFocus(plain.ul, plain.showAll);
    expect(document.activeElement).toBe(plain.toggle);
    revealAndFocus(null, () => {});
    expect(document.activeElement).toBe(plain.toggle);
  });
});
