// The Copy button over each code block of a note's page. That page ships no app, so this one
// inline script, a few hundred bytes, shows the buttons (hidden without JavaScript, where there
// is nothing to answer them) and copies the block's code; where the clipboard is missing or
// refuses, it selects the code instead, to copy by hand, and says so. Plain ES2017, written as
// text: it goes into the page as it is, hashed by the page's CSP.

/** The mark of a code block's Copy bar (scripts/notes/code-copy.ts writes it). */
export const CODE_BAR_ATTRIBUTE = 'data-code-bar';

export const CODE_COPY_SCRIPT = `(() => {
  for (const bar of document.querySelectorAll('[${CODE_BAR_ATTRIBUTE}]')) bar.hidden = false;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('[data-code-copy]');
    const block = button && button.closest('[data-code]');
    if (!block) return;
    const code = block.querySelector('pre');
    const status = block.querySelector('[role="status"]');
    for (const other of document.querySelectorAll('[data-code] [role="status"]')) other.textContent = '';
    const done = (copied) => {
      if (status) status.textContent = button.getAttribute(copied ? 'data-copied' : 'data-selected');
      if (copied || !code) return;
      code.focus();
      const selection = getSelection();
      if (selection) selection.selectAllChildren(code.querySelector('code') || code);
    };
    try {
      navigator.clipboard.writeText(code ? code.textContent : '').then(() => done(true), () => done(false));
    } catch {
      done(false);
    }
  });
})();`;
