import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isPresent } from '../config/navigation';
import { SECTIONS } from '../config/sections';
import { Navbar } from './navbar';
import { t } from '../words';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

/** The bar as the registry declares it, less any section whose content list is empty. */
const BAR = SECTIONS.filter((entry) => entry.inNav && isPresent(entry.id));

describe('Navbar', () => {
  it('lists the bar sections of the registry that are on the page in order, linking to them', () => {
    render(<Navbar />);
    const nav = screen.getByRole('navigation', { name: t('navbar.label') });
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => SECTIONS.some((entry) => entry.label === link.textContent));
    expect(links.map((l) => l.textContent)).toEqual(BAR.map((entry) => entry.label));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(BAR.map((entry) => `#${entry.id}`));
    expect(links.map((l) => l.textContent)).not.toContain(t('nav.certificates')); // spec: not in the bar
  });

  it('toggles the mobile menu with an honest button and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const button = screen.getByRole('button', { name: t('navbar.openMenu') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(t('navbar.closeMenu'));
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(BAR.length);

    // Home is always there; the last link is whichever section the owner's content ends with.
    const chosen = BAR.at(-1)!;
    await user.click(within(menu as HTMLElement).getByRole('link', { name: chosen.label }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu on a tap or click anywhere but the menu and its button', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const button = screen.getByRole('button', { name: t('navbar.openMenu') });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    await user.click(button);
    await user.click(menu);
    expect(menu).toBeVisible();
    await user.click(document.body);
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    await user.click(screen.getByRole('button', { name: t('navbar.openMenu') }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: t('navbar.openMenu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('gives focus back to the menu button when Escape closes the menu from one of its links', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const button = screen.getByRole('button', { name: t('navbar.openMenu') });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    within(menu).getAllByRole('link')[0]!.focus();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('switches dark mode, reflects it in aria-pressed and saves it', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const toggle = screen.getByRole('button', { name: t('theme.toggle') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('darkMode')).toBe('false');
  });
});
