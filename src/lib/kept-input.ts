/**
 * What a visitor left in a part of the page before React took it over: the words typed in its
 * fields and the field that had the focus. React hydrates the prerendered HTML as it is; where
 * something else changed it first (a page translator wrapping each text in its own element, an
 * extension adding its own beside a field), React draws the part anew and the typing, the
 * caret and the focus would go with the old fields. This puts them back in the new ones, by id.
 */
export interface KeptInput {
  values: ReadonlyMap<string, string>;
  focused: { id: string; start: number | null; end: number | null } | null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const NOT_TYPED = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file']);
const isTextField = (element: Element | null): element is TextField =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type));

/** The typed fields of `part` with an id, and its focused field. */
export function keepInput(part: HTMLElement): KeptInput {
  const values = new Map<string, string>();
  for (const field of part.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.id && field.value !== field.defaultValue) {
      values.set(field.id, field.value);
    }
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && active.id && part.contains(active)
      ? {
          id: active.id,
          start: isTextField(active) ? active.selectionStart : null,
          end: isTextField(active) ? active.selectionEnd : null,
        }
      : null;
  return { values, focused };
}

/**
 * Puts `kept` back into `part`: each value into its field, as the visitor's typing (an `input`
 * event, which React reads), over what the new field holds (as typing before hydration wins over
 * a saved draft), and the focus where it was lost.
 */
export function restoreInput(part: HTMLElement, kept: KeptInput): void {
  for (const [id, value] of kept.values) {
    const field = document.getElementById(id);
    if (!isTextField(field) || !part.contains(field) || field.value === value) continue;
    // React tracks the value it set; the prototype's setter goes past it, so the event counts.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const { focused } = kept;
  if (!focused) return;
  const lost = document.activeElement === null || document.activeElement === document.body;
  const target = document.getElementById(focused.id);
  if (!lost || !(target instanceof HTMLElement) || !part.contains(target)) return;
  target.focus({ preventScroll: true });
  if (isTextField(target) && focused.start !== null && focused.end !== null) {
    target.setSelectionRange(focused.start, focused.end);
  }
}
