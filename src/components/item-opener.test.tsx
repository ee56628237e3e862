import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemPath, itemSlug } from '../lib/item-address';
import { ItemOpener } from './item-opener';

// An item of the test's own: a title whose slug needs its accents taken off and a letter encoded.
const item = { id: 7, title: 'Über Café Ω' };
const page = `${import.meta.env.BASE_URL}${itemPath('paper', encodeURIComponent(itemSlug(item)))}`;

const opener = (onOpen: () => void) => (
  <ItemOpener kind="paper" item={item} onOpen={onOpen} aria-label="Details about it">
    Details
  </ItemOpener>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ItemOpener', () => {
  it("is prerendered as a link to the item's own page, which works without JavaScript", () => {
    document.body.innerHTML = renderToString(opener(() => {}));
    const link = screen.getByRole('link', { name: 'Details about it' });
    expect(link).toHaveAttribute('href', page);
    expect(decodeURIComponent(page)).toContain('/uber-cafe-ω/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('becomes a button opening the modal once React holds the card, the same element', async () => {
    const onOpen = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(opener(onOpen));
    document.body.append(container);
    const prerendered = container.firstElementChild;
    const root = await act(async () => hydrateRoot(container, opener(onOpen)));

    const button = screen.getByRole('button', { name: 'Details about it' });
    // Nothing is put in its place, so nothing on the card moves as it wakes.
    expect(button).toBe(prerendered);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('href', page);
    // Tabbed to as a button in Safari too, which leaves links out of its Tab order by default.
    expect(button).toHaveAttribute('tabindex', '0');
    const user = userEvent.setup();
    await user.click(button);
    button.focus();
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
    // Asked for the page itself (a new tab), it leaves the click to the browser.
    let left: boolean | undefined;
    const afterReact = (event: Event) => {
      left = !event.defaultPrevented;
      event.preventDefault(); // jsdom follows no link
    };
    document.addEventListener('click', afterReact, { once: true });
    button.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    expect(left).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
