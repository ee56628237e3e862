import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ChangingText } from './changing-text';

/** What a page translator does to a text node: puts its own element, with its words, in its place. */
function translate(root: HTMLElement) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const font = document.createElement('font');
    font.textContent = `[${text.data}]`;
    text.replaceWith(font);
  }
}

const Toggle = ({ open }: { open: boolean }) => (
  <button type="button">
    <svg aria-hidden="true" />
    <ChangingText>{open ? 'Show Less' : 'View All'}</ChangingText>
  </button>
);

it('shows its new words in a page a translator has changed, where a bare text would keep the old', () => {
  const { rerender } = render(<Toggle open={false} />);
  translate(screen.getByRole('button'));
  expect(screen.getByRole('button')).toHaveTextContent('[View All]');
  rerender(<Toggle open />);
  expect(screen.getByRole('button')).toHaveTextContent(/^Show Less$/);
});
