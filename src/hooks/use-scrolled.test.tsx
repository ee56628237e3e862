import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolled } from './use-scrolled';

function Bar() {
  const scrolled = useScrolled(50);
  const [open, setOpen] = useState(false);
  return (
    <button type="button" data-scrolled={scrolled} onClick={() => setOpen(!open)}>
      {open ? 'open' : 'closed'}
    </button>
  );
}

/** Sets the page's offset and counts how often it is read. */
function scrollTo(y: number) {
  const read = vi.fn(() => y);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: read });
  return read;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
});

describe('useScrolled', () => {
  it('follows the scroll events past the threshold and back', () => {
    scrollTo(0);
    render(<Bar />);
    const bar = screen.getByRole('button');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(80);
    act(() => void fireEvent.scroll(window));
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    scrollTo(10);
    act(() => void fireEvent.scroll(window));
    expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  it('does not read the offset again for a render that no scroll caused (no forced layout)', () => {
    scrollTo(80);
    render(<Bar />);
    const read = scrollTo(80);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('open');
    expect(screen.getByRole('button')).toHaveAttribute('data-scrolled', 'true');
    expect(read).not.toHaveBeenCalled();
  });
});
