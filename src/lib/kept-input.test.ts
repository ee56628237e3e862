import { afterEach, describe, expect, it } from 'vitest';
import { keepInput, restoreInput } from './kept-input';

afterEach(() => document.body.replaceChildren());

const form = (name = '', message = '') => {
  const part = document.createElement('div');
  part.innerHTML = `<form><input id="name" value="${name}"><input id="trap" type="checkbox">
    <input id="hidden" type="hidden" value="x"><textarea id="message">${message}</textarea></form>`;
  document.body.append(part);
  return part;
};
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('what a visitor typed, kept while a part of the page is drawn anew', () => {
  it('keeps the typed fields and the focus with its caret, and puts them back in new fields', () => {
    const part = form();
    field('name').value = 'Ada';
    field('message').value = 'Hello there';
    field('message').focus();
    field('message').setSelectionRange(2, 5);
    const kept = keepInput(part);
    expect([...kept.values]).toEqual([
      ['name', 'Ada'],
      ['message', 'Hello there'],
    ]);

    // Drawn anew: the old fields go, with the focus; empty ones take their place.
    part.remove();
    const drawn = form();
    const typed: string[] = [];
    drawn.addEventListener('input', (event) => typed.push((event.target as HTMLElement).id));
    restoreInput(drawn, kept);
    expect(field('name').value).toBe('Ada');
    expect(field('message').value).toBe('Hello there');
    expect(typed).toEqual(['name', 'message']);
    expect(document.activeElement).toBe(field('message'));
    expect([field('message').selectionStart, field('message').selectionEnd]).toEqual([2, 5]);
  });

  it('leaves fields as they are where nothing was typed, and a focus the visitor has moved', () => {
    const part = form('Prefilled');
    const kept = keepInput(part);
    expect(kept.values.size).toBe(0);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    field('name').focus();
    const focused = keepInput(part);
    elsewhere.focus();
    restoreInput(part, focused);
    expect(document.activeElement).toBe(elsewhere);
  });
});
