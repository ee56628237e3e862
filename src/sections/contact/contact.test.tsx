import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../content';
import Contact from './contact.section';
import { t } from '../../words';

// The test's own content (src/test/content-fixture.ts), with every contact detail given.
vi.mock('../../content', async (importOriginal) =>
  (await import('../../test/content-fixture')).fixtureModule(importOriginal),
);

describe('Contact', () => {
  it('shows the heading, the direct contact links and the quick-response note', () => {
    render(<Contact />);
    expect(screen.getByRole('heading', { level: 2, name: t('contact.title') })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: (name) => name.includes(profile.contact.email) }),
    ).toHaveAttribute('href', `mailto:${profile.contact.email}`);
    expect(
      screen.getByRole('link', { name: (name) => name.includes(profile.contact.phone) }),
    ).toHaveAttribute('href', expect.stringMatching(/^tel:\+?\d+$/));
    expect(
      screen.getByText(`${profile.contact.location}, ${profile.contact.state}`),
    ).toBeInTheDocument();
    // Every profile the owner lists, by the name they gave it.
    for (const link of profile.profiles) {
      expect(
        screen.getByRole('link', { name: `${link.network} ${t('link.newTabHint')}` }),
      ).toHaveAttribute('href', link.url);
    }
    expect(
      screen.getByRole('heading', { name: t('contact.info.response.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText(t('contact.info.response'))).toBeInTheDocument();
  });

  it('holds the message form', () => {
    render(<Contact />);
    expect(screen.getByRole('button', { name: t('contact.form.send') })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
