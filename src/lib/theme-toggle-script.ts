// The theme toggle of a page without the app (a project's, paper's or note's own page, the notes
// list): the same button as the main page's (src/layout/theme-toggle.tsx), answered by this one
// inline script instead of React. It says whether dark is on, switches it and keeps the choice
// where the main page's toggle and the head's pre-paint script read it; the browser's bar follows.
// Plain ES2017, written as text: it goes into the page as it is, hashed by the page's CSP.
import { DARK_MODE_STORAGE_KEY } from '../config/site';
import { THEME_COLOR_SELECTOR } from './theme';

export const THEME_TOGGLE_SCRIPT = `(() => {
  const root = document.documentElement;
  for (const button of document.querySelectorAll('[data-theme-toggle]')) {
    const show = () => button.setAttribute('aria-pressed', String(root.classList.contains('dark')));
    show();
    // Back or Forward may bring the page back from the browser's cache after a theme was chosen
    // elsewhere: the head's script puts it on, and the button says so.
    addEventListener('pageshow', show);
    button.addEventListener('click', () => {
      const dark = root.classList.toggle('dark');
      const bar = document.querySelector(${JSON.stringify(THEME_COLOR_SELECTOR)});
      const color = bar && bar.dataset[dark ? 'dark' : 'light'];
      if (color) bar.content = color;
      try {
        localStorage.setItem(${JSON.stringify(DARK_MODE_STORAGE_KEY)}, String(root.classList.contains('dark')));
      } catch {
        // Storage refused: the theme holds for this page only.
      }
      show();
    });
  }
})();`;
