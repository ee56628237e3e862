import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPresent } from '../config/navigation';
import { SECTIONS } from '../config/sections';
import { profile } from '../content';
import { Footer } from './footer';
import { t } from '../words';

describe('Footer', () => {
  it('shows the current year, quick links and a back-to-top button', () => {
    render(<Footer />);
    expect(
      // A function, not a pattern: a name may hold characters a pattern reads as syntax ($, +).
      screen.getByText((text) =>
        text.includes(
          t('footer.copyright', { year: String(new Date().getFullYear()), name: profile.name }),
        ),
      ),
    ).toBeInTheDocument();
    const quick = screen.getByRole('navigation', { name: t('footer.quickLinks.label') });
    const expected = SECTIONS.filter((entry) => entry.inFooter && isPresent(entry.id));
    expect([...quick.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
      expected.map((entry) => entry.label),
    );
    expect(screen.getByRole('button', { name: t('footer.backToTop') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t('footer.love') }).parentElement).toHaveTextContent(
      profile.name,
    );
  });
});
