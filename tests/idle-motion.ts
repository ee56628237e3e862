/**
 * What keeps a still page busy: the particles redraw every frame while the hero is in view, and the
 * endless animations (the caret's blink, Scroll Down's bounce) make the browser paint every frame.
 * In software rendering that is a quarter to most of a core per page, which every other test needs
 * more. Run in the page before it loads (Playwright's init script, the cross-browser proxy's
 * collector), this takes the particles' layer out of layout (`display: none`), so they start as
 * usual and pause as they do off screen, and plays endless animations once. Through the CSSOM:
 * the page's CSP allows no <style> of ours.
 */
export const stillIdleMotion = (): void => {
  document.addEventListener('DOMContentLoaded', () => {
    const layer = document.getElementById('particles');
    if (layer) layer.style.display = 'none';
    const sheet = document.styleSheets[0];
    sheet?.insertRule(
      '*, ::before, ::after { animation-iteration-count: 1 !important; }',
      sheet.cssRules.length,
    );
  });
};
