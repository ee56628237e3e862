import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagList } from './tag-list';

describe('TagList', () => {
  const items = ['TypeScript', 'React', 'Rust', 'Go', 'SQL'];

  it('shows the first few and a count of the rest, and keeps the rest in the markup for paper', () => {
    const { container } = render(<TagList items={items} limit={2} label="Tech" />);
    const list = screen.getByRole('list', { name: 'Tech' });
    // On screen and to a screen reader: two tags and "+3".
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript', 'React', '+3']);
    // In the markup, hidden, for print's rule to show; the "+3" is not printed.
    const hidden = [...container.querySelectorAll('li[hidden]')];
    expect(hidden.map((item) => item.textContent)).toEqual(['Rust', 'Go', 'SQL']);
    for (const item of hidden) expect(item).toHaveClass('print-only');
    expect(within(list).getByText('+3').closest('li')).toHaveClass('print:hidden');
  });

  it('draws no list for no tags', () => {
    const { container } = render(<TagList items={[]} label="Tech" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows every tag and no count without a limit', () => {
    const { container } = render(<TagList items={items} label="Tech" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
    expect(container.querySelector('li[hidden]')).toBeNull();
  });
});
