import { afterEach, describe, expect, it } from 'vitest';
import { isRestoredInput, keepInput, restoreInput } from './kept-input';

afterEach(() => document.body.replaceChildren());

/** A part of the page with a form; `ids` as React's useId makes them, different once redrawn. */
const form = (ids = { name: 'name', message: 'message' }) => {
  const part = document.createElement('div');
  part.innerHTML = `<form><input id="${ids.name}"><input id="trap" type="checkbox">
    <input id="hidden" type="hidden" value="x"><textarea id="${ids.message}"></textarea></form>`;
  document.body.append(part);
  return part;
};
const field = (part: HTMLElement, at: number) =>
  part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type]), textarea')[at]!;

/** Types into the part's two fields and leaves the caret in the second. */
function typeInto(part: HTMLElement) {
  field(part, 0).value = 'Ada';
  field(part, 1).value = 'Hello there';
  field(part, 1).focus();
  field(part, 1).setSelectionRange(2, 5);
}

describe('what a visitor typed, kept while a part of the page is drawn anew', () => {
  it('puts the typing, the focus and its caret back into the fields drawn in their place', () => {
    const part = form();
    typeInto(part);
    const kept = keepInput(part);
    expect(kept.fields.map(({ id, value }) => [id, value])).toEqual([
      ['name', 'Ada'],
      ['message', 'Hello there'],
    ]);

    // Drawn anew: the old fields go, with the focus; empty ones take their place, under ids of
    // their own.
    part.replaceChildren(...form({ name: 'r1', message: 'r2' }).childNodes);
    const restored: boolean[] = [];
    part.addEventListener('input', (event) => restored.push(isRestoredInput(event)));
    restoreInput(part, kept);
    expect([field(part, 0).value, field(part, 1).value]).toEqual(['Ada', 'Hello there']);
    expect(restored).toEqual([true, true]);
    expect(document.activeElement).toBe(field(part, 1));
    expect([field(part, 1).selectionStart, field(part, 1).selectionEnd]).toEqual([2, 5]);
  });

  it('leaves fields React kept as they are: they hold what was typed since', () => {
    const part = form();
    typeInto(part);
    const kept = keepInput(part);
    field(part, 1).value = 'Hello there, again';
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    restoreInput(part, kept);
    expect(field(part, 1).value).toBe('Hello there, again');
    expect(document.activeElement).toBe(elsewhere);
  });

  it('keeps nothing where nothing was typed', () => {
    expect(keepInput(form()).fields).toEqual([]);
  });
});
