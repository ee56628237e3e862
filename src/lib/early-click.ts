/**
 * A click on a prerendered button before the app has started would do nothing: React is not
 * listening yet. The inline script in index.html keeps the last such button in `__earlyClick`;
 * once the part of the page holding it is hydrated (`data-hydrated="true"`), the click is made
 * again. Static islands never hydrate and hold no buttons, so a click there is dropped.
 */
interface EarlyClickWindow {
  __earlyClick?: unknown;
  __appStarted?: boolean;
}

export function replayEarlyClick(): void {
  const w = window as Window & EarlyClickWindow;
  w.__appStarted = true;
  const button = w.__earlyClick;
  w.__earlyClick = undefined;
  if (!(button instanceof HTMLButtonElement) || !button.isConnected) return;
  const part = button.closest('[data-hydrated]');
  if (!part || button.closest('[data-island]')) return;

  const click = () => {
    if (button.isConnected && !button.disabled) button.click();
  };
  if (part.getAttribute('data-hydrated') === 'true') {
    click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (part.getAttribute('data-hydrated') !== 'true') return;
    observer.disconnect();
    click();
  });
  observer.observe(part, { attributes: true, attributeFilter: ['data-hydrated'] });
}
