import portrait from 'virtual:portrait';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as content from '../../content';
import { profile } from '../../content';
import { shownTiles } from '../../test/stat-tiles';
import { expectedTiles } from '../../../tests/stat-tiles';
import Hero from './hero.section';
import { t } from '../../words';

// The test's own content (src/test/content-fixture.ts): every figure stated, every list filled.
vi.mock('../../content', async (importOriginal) =>
  (await import('../../test/content-fixture')).fixtureModule(importOriginal),
);

describe('Hero', () => {
  it('shows the owner, both calls to action and the resume download', () => {
    render(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: profile.firstName })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('hero.viewProjects') })).toHaveAttribute(
      'href',
      '#projects',
    );
    const cv = screen.getByRole('link', { name: t('hero.downloadCv') });
    expect(cv).toHaveAttribute('href', profile.resume);
    expect(cv).toHaveAttribute('download');
  });

  it("shows the owner's photo in a reserved box", ({ skip }) => {
    // Without a photo the hero has no portrait at all (hero-without-photo.test.tsx).
    skip(portrait === null, 'the content has no photo');
    render(<Hero />);
    expect(screen.getByRole('img', { name: profile.profileImageAlt })).toHaveAttribute('width');
  });

  it('derives the stat tiles from content', () => {
    render(<Hero />);
    // A count of an empty list is left out, not shown as 0 (src/app.test.tsx empties them).
    expect(shownTiles()).toEqual(expectedTiles(content.stats.hero, content));
  });

  it('links every profile in a new tab without leaking the opener, then the email', () => {
    render(<Hero />);
    for (const { network, url } of profile.profiles) {
      const link = screen.getByRole('link', { name: t('link.newTab', { label: network }) });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
    expect(
      screen.getByRole('link', { name: t('link.email', { address: profile.contact.email }) }),
    ).toHaveAttribute('href', `mailto:${profile.contact.email}`);
  });
});
