import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchPanel } from './search-panel';

describe('SearchPanel', () => {
  it('hands Escape in its field to the dialog, whatever the engine does with a search field', async () => {
    const onEscape = vi.fn();
    render(<SearchPanel onEscape={onEscape} />);
    await userEvent.type(screen.getByRole('searchbox'), 'loom{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('on the search page, puts the query in the address, and keeps working when history refuses', async () => {
    window.history.replaceState(null, '', '/search/');
    render(<SearchPanel fromAddress />);
    const field = screen.getByRole('searchbox');
    await userEvent.type(field, 'loom');
    expect(new URL(window.location.href).searchParams.get('q')).toBe('loom');
    const refuse = vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Too many calls', 'SecurityError');
    });
    try {
      await userEvent.type(field, 's');
      expect(field).toHaveValue('looms');
      expect(refuse).toHaveBeenCalled();
    } finally {
      refuse.mockRestore();
    }
  });
});
