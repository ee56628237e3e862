import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isPresent } from '../config/navigation';
import { SECTIONS } from '../config/sections';
import { profile } from '../content';
import { contactDetails } from '../lib/contact-details';
import { Footer } from './footer';
import { t } from '../words';

describe('Footer', () => {
  it('shows the current year, quick links and a back-to-top button', () => {
    render(<Footer />);
    const copyright = t('footer.copyright', {
      year: String(new Date().getFullYear()),
      name: profile.name,
    });
    expect(
      // A function, not a pattern: a name may hold characters a pattern reads as syntax ($, +).
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === copyright,
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

  it("keeps the owner's name, email and phone in their own direction on any page", () => {
    render(<Footer />);
    // A name in Latin letters inside a right-to-left sentence keeps its place; an address and a
    // number read left to right.
    for (const sentence of [
      screen.getByRole('img', { name: t('footer.love') }).parentElement!,
      screen.getByText((_, element) => element?.tagName === 'P' && /©/.test(element.textContent)),
    ]) {
      const name = [...sentence.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
      expect(name).toEqual([profile.name]);
    }
    for (const detail of contactDetails(profile)) {
      const shown = screen.getByText(detail.text, { selector: 'bdi' });
      expect(shown).toHaveAttribute('dir', detail.kind === 'location' ? 'auto' : 'ltr');
    }
  });
});
