import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPresent } from '../config/navigation';
import { SECTIONS } from '../config/sections';
import { profile } from '../content';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the current year, quick links and a back-to-top button', () => {
    render(<Footer />);
    expect(
      // A function, not a pattern: a name may hold characters a pattern reads as syntax ($, +).
      screen.getByText((text) => text.includes(`© ${new Date().getFullYear()} ${profile.name}`)),
    ).toBeInTheDocument();
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    const expected = SECTIONS.filter((entry) => entry.inFooter && isPresent(entry.id));
    expect([...quick.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
      expected.map((entry) => entry.label),
    );
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    expect(screen.getByText(/made with/i)).toBeInTheDocument();
  });
});
