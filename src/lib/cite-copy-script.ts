// The Copy button of the Cite control on a paper's own page. That page ships no app (the build
// strips its entry script), so this one inline script, a few hundred bytes, does there what
// PaperCite's React handler does in the card and the modal: copy the style shown, and where the
// clipboard is missing or refuses, put the text selected in a field to copy by hand (as Share does).
// Plain ES2017, written as text: it goes into the page as it is, hashed by the page's CSP.

export const CITE_COPY_SCRIPT = `(() => {
  for (const button of document.querySelectorAll('[data-cite-copy]')) button.hidden = false;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest('[data-cite-copy]');
    const root = button && button.closest('[data-cite]');
    if (!root) return;
    const checked = root.querySelector('input[type="radio"]:checked');
    const shown = root.querySelector('[data-cite-text="' + (checked ? checked.value : 'bibtex') + '"]');
    const text = shown ? shown.textContent : '';
    const status = root.querySelector('[role="status"]');
    const manual = root.querySelector('[data-cite-manual]');
    const done = (copied) => {
      if (status) status.textContent = copied ? button.getAttribute('data-copied') : '';
      if (!manual) return;
      manual.hidden = copied;
      const field = manual.querySelector('textarea');
      if (copied || !field) return;
      field.value = text;
      field.focus();
      field.select();
    };
    try {
      navigator.clipboard.writeText(text).then(() => done(true), () => done(false));
    } catch {
      done(false);
    }
  });
  for (const radio of document.querySelectorAll('[data-cite] input[type="radio"]')) {
    radio.addEventListener('change', () => {
      const root = radio.closest('[data-cite]');
      const status = root && root.querySelector('[role="status"]');
      if (status) status.textContent = '';
    });
  }
})();`;
