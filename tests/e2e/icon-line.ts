// Where an icon sits beside a label that may wrap (a section's closing line, a button): run in the
// page through `locator.evaluate`, so it takes nothing from outside its own body.

/**
 * How far the line the icon sits on is off centre, in px: the space before icon and words against
 * the space after them, inside the element's padding. 0 when the icon is in the words' line and
 * the line is centred; large when the icon is pinned to the edge while the words wrap beside it.
 */
export function iconLineOffCentre(element: Element): number {
  const icon = element.querySelector('svg')!.getBoundingClientRect();
  const middle = icon.top + icon.height / 2;
  const words = document.createRange();
  words.selectNodeContents(element);
  const line = [...words.getClientRects()].filter(
    (rect) => rect.width > 1 && rect.top <= middle && rect.bottom >= middle,
  );
  const left = Math.min(icon.left, ...line.map((rect) => rect.left));
  const right = Math.max(icon.right, ...line.map((rect) => rect.right));
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  const start = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const end = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
  return Math.abs(left - start - (end - right));
}
