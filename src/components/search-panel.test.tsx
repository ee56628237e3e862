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
});
