import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../config/navigation';
import { Navbar } from './navbar';

afterEach(() => {
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

describe('Navbar', () => {
  it('lists Home, About, Skills, Experience, Projects, Research, Contact in order, linking to their sections', () => {
    render(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => NAV_ITEMS.some((item) => item.label === link.textContent));
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'About',
      'Skills',
      'Experience',
      'Projects',
      'Research',
      'Contact',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#hero',
      '#about',
      '#skills',
      '#experience',
      '#projects',
      '#research',
      '#contact',
    ]);
  });

  it('toggles the mobile menu with an honest button and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const button = screen.getByRole('button', { name: /open menu/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName(/close menu/i);
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(7);

    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Skills' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    await user.click(screen.getByRole('button', { name: /open menu/i }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /open menu/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('switches dark mode, reflects it in aria-pressed and saves it', async () => {
    const user = userEvent.setup();
    render(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
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
