import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeLinkButton } from './code-link-button';
import { iconSymbolId } from './icon';
import { networkSymbolId } from './network-icon';

/** The symbol of the page's sprite the button draws. */
function drawn(href: string | null): string | null | undefined {
  const { container, unmount } = render(
    <CodeLinkButton
      href={href}
      label="Code for Thing"
      text="Code"
      unavailableText="N/A"
      className=""
    />,
  );
  const symbol = container.querySelector('use')?.getAttribute('href');
  unmount();
  return symbol;
}

describe('CodeLinkButton', () => {
  it("shows the mark of the host the code is on, not GitHub's for every host", () => {
    expect(drawn('https://github.com/me/thing')).toBe(`#${networkSymbolId('github')}`);
    expect(drawn('https://gitlab.com/me/thing')).toBe(`#${networkSymbolId('gitlab')}`);
    expect(drawn('https://codeberg.org/me/thing')).toBe(`#${networkSymbolId('codeberg')}`);
    expect(drawn('https://git.sr.ht/~me/thing')).toBe(`#${networkSymbolId('sourcehut')}`);
  });

  it('shows a plain code icon for a host the page does not know', () => {
    expect(drawn('https://git.example.net/me/thing')).toBe(`#${iconSymbolId('code')}`);
    // A page the owner hosts on GitHub is not a repository's.
    expect(drawn('https://me.github.io/thing')).toBe(`#${iconSymbolId('code')}`);
  });

  it('keeps the link named by its label, whatever the host', () => {
    render(
      <CodeLinkButton
        href="https://gitlab.com/me/thing"
        label="Code for Thing"
        text="Code"
        unavailableText="N/A"
        className=""
      />,
    );
    expect(screen.getByRole('link', { name: /^Code for Thing/ })).toHaveAttribute(
      'href',
      'https://gitlab.com/me/thing',
    );
  });
});
