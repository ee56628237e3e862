import { afterStepBack } from '../lib/address-history';

// A disclosure's summary too (the language switch in a modal's header): Tab reaches it.
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), details > summary:first-of-type, [tabindex]:not([tabindex="-1"])';

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The focused element, unless focus is nowhere in particular (on the page itself). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** The controls in `dialog` that Tab reaches, in order. */
function tabbable(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(isShown);
}

/**
 * Focuses the first control in `dialog` that Tab reaches, as showModal() would, passing over a
 * disclosure's summary (the header's language switch): a dialog opens on what acts on it.
 */
export function focusFirst(dialog: HTMLElement): void {
  const items = tabbable(dialog);
  (items.find((item) => item.localName !== 'summary') ?? items[0])?.focus();
}

/**
 * Whether `event` is Tab, with or without Shift: WebKit on Linux names Shift+Tab "Unidentified",
 * and only its code says it is the Tab key.
 */
export const isTabKey = (event: KeyboardEvent): boolean =>
  event.key === 'Tab' || event.code === 'Tab';

/** Keeps Tab inside `dialog`: from the last control back to the first, and the reverse. */
export function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  if (!isTabKey(event)) return;
  const items = tabbable(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  // Focus on the dialog or on its scroller (a click on the body puts it there) is before every
  // control, and so is focus outside it (on the page, before the dialog is modal).
  const beforeFirst = current === dialog || !items.includes(current as HTMLElement);
  const outside = !current || !dialog.contains(current);
  if (event.shiftKey && (current === first || beforeFirst)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The element the address's fragment names. Asked by id as well as `:target`: while a step back
 * lands, the browser may focus it before `:target` follows the new address.
 */
function isAddressTarget(element: Element): boolean {
  const fragment = window.location.hash.slice(1);
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: compare the fragment as written.
  }
  return element.matches(':target') || (id !== '' && element.id === id);
}

/**
 * Scrolls the page to show `target` if none of it is in view: the page behind a modal keeps its
 * position in pixels, and a phone turned while the modal was open reflowed it, so that position
 * was elsewhere. A target partly in view stays where it is.
 */
function bringIntoView(target: HTMLElement): void {
  const box = target.getBoundingClientRect();
  if (box.bottom > 0 && box.top < window.innerHeight) return;
  // A section (the fallback when nothing opened the modal) is taller than a phone's screen.
  const block = box.height > window.innerHeight ? 'start' : 'center';
  target.scrollIntoView({ block, behavior: 'instant' });
}

/**
 * Focuses `target` now and, if closing stepped history back, again once that lands: the browser
 * may then move focus to the page or the address's target (Chrome does, after the traversal's
 * events, hence the frame). If the visitor has moved focus meanwhile, their choice is what is kept
 * (and put back, if the browser took it away); if another modal has opened, nothing is done.
 */
export function returnFocus(target: HTMLElement): void {
  target.focus({ preventScroll: true });
  bringIntoView(target);
  let wanted = target;
  const onFocusIn = (event: FocusEvent) => {
    const to = event.target;
    if (to instanceof HTMLElement && !isAddressTarget(to)) wanted = to;
  };
  document.addEventListener('focusin', onFocusIn);
  afterStepBack(() =>
    requestAnimationFrame(() => {
      document.removeEventListener('focusin', onFocusIn);
      const active = document.activeElement;
      const lost = !active || active === document.body || isAddressTarget(active);
      if (!lost || document.querySelector('dialog[open]') || !wanted.isConnected) return;
      wanted.focus({ preventScroll: true });
    }),
  );
}
