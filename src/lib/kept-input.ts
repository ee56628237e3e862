/**
 * What a visitor left in a part of the page before React took it over: the words typed in its
 * fields and the field that had the focus. React hydrates the prerendered HTML as it is; where
 * something else changed it first (a page translator wrapping each text in its own element, an
 * extension adding its own beside a field), React draws the part anew and the typing, the
 * caret and the focus would go with the old fields. This puts them back in the new ones. Fields
 * React kept (the usual case) hold the visitor's newest typing already and are left alone.
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Kept<T extends HTMLElement> {
  element: T;
  id: string;
  /** Its place among the part's text fields (-1 for none): ids React makes differ once redrawn. */
  at: number;
}

export interface KeptInput {
  fields: ReadonlyArray<Kept<TextField> & { value: string }>;
  focused: (Kept<HTMLElement> & { start: number | null; end: number | null }) | null;
}

/** The `input` event of a value put back: the form counts it as typed before the part woke. */
class RestoredInputEvent extends Event {}
export const isRestoredInput = (event: Event): boolean => event instanceof RestoredInputEvent;

const NOT_TYPED = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file']);
const isTextField = (element: Element | null): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type));
const textFields = (part: HTMLElement): TextField[] =>
  [...part.querySelectorAll('input, textarea')].filter(isTextField);

/** The typed fields of `part`, and its focused element. */
export function keepInput(part: HTMLElement): KeptInput {
  const all = textFields(part);
  const fields = all
    .map((element, at) => ({ element, id: element.id, at, value: element.value }))
    .filter(({ element, value }) => value !== element.defaultValue);
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && active !== part && part.contains(active)
      ? {
          element: active,
          id: active.id,
          at: isTextField(active) ? all.indexOf(active) : -1,
          start: isTextField(active) ? active.selectionStart : null,
          end: isTextField(active) ? active.selectionEnd : null,
        }
      : null;
  return { fields, focused };
}

/** The element of `part` that stands where `kept` stood: by id, else by its place. */
function standIn(part: HTMLElement, kept: Kept<HTMLElement>): HTMLElement | undefined {
  const byId = kept.id ? document.getElementById(kept.id) : null;
  if (byId && part.contains(byId)) return byId;
  return kept.at >= 0 ? textFields(part)[kept.at] : undefined;
}

/**
 * Puts `kept` back into `part` where React drew it anew: each value into the field now in its
 * place, as the visitor's typing (an `input` event, which React reads), and the focus, where it
 * was lost with the old field.
 */
export function restoreInput(part: HTMLElement, kept: KeptInput): void {
  for (const field of kept.fields) {
    if (field.element.isConnected) continue;
    const target = standIn(part, field) ?? null;
    if (!isTextField(target) || target.value === field.value) continue;
    // React tracks the value it set; the prototype's setter goes past it, so the event counts.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(
      target,
      field.value,
    );
    target.dispatchEvent(new RestoredInputEvent('input', { bubbles: true }));
  }
  const { focused } = kept;
  if (!focused || focused.element.isConnected) return;
  const lost = document.activeElement === null || document.activeElement === document.body;
  const target = standIn(part, focused);
  if (!lost || !target) return;
  target.focus({ preventScroll: true });
  if (isTextField(target) && focused.start !== null && focused.end !== null) {
    target.setSelectionRange(focused.start, focused.end);
  }
}
