import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../words';
import { FetchingSign } from './fetching-sign';

describe('FetchingSign', () => {
  it("says in a live region which item is on its way, its title kept apart from the words' direction", async () => {
    const title = 'שלום <world>';
    render(<FetchingSign title={title} />);
    const sign = screen.getByRole('status');
    expect(sign).toBeEmptyDOMElement();
    await waitFor(() => expect(sign).toHaveTextContent(t('dialog.loading', { title })));
    expect(sign.querySelector('bdi')).toHaveTextContent(title);
  });
});
