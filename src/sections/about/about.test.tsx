import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutCards, profile } from '../../content';
import { spokenLanguage } from '../../lib/spoken-language';
import { t } from '../../words';
import type * as words from '../../words';
import About from './about.static';

// The test brings its own content (src/test/content-fixture.ts); each test sets the languages it
// needs on the fixture's profile, which is this file's own object.
vi.mock('../../content', async (importOriginal) =>
  (await import('../../test/content-fixture')).fixtureModule(importOriginal),
);

// Every text reads as written in another language, so each place that asks shows it.
const OTHER = 'la';
vi.mock('../../words', async (importOriginal) => ({
  ...(await importOriginal<typeof words>()),
  langOf: () => OTHER,
}));

afterEach(() => {
  delete profile.languages;
});

describe('About', () => {
  it('lists the languages the owner speaks, each with its fluency', () => {
    profile.languages = [{ language: 'Quenya', fluency: 'Fluent' }, { language: 'Sindarin' }];
    render(<About />);
    const heading = screen.getByRole('heading', { name: t('about.languages') });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(profile.languages.map(spokenLanguage));
  });

  it('has no languages heading when the owner lists none', () => {
    render(<About />);
    expect(screen.queryByRole('heading', { name: t('about.languages') })).toBeNull();
  });

  it('has no interests heading when the owner lists none', () => {
    const listed = profile.interests;
    profile.interests = [];
    try {
      render(<About />);
      expect(screen.queryByRole('heading', { name: t('about.interests') })).toBeNull();
      for (const list of screen.queryAllByRole('list'))
        expect(list.children.length).toBeGreaterThan(0);
    } finally {
      profile.interests = listed;
    }
  });

  it("marks each About card's lines with the language they are written in", () => {
    render(<About />);
    const lines = aboutCards.flatMap((card) =>
      [card.title, card.primary, card.secondary, card.tertiary, card.duration].filter(Boolean),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const element of screen.getAllByText(line)) {
        expect(element.closest('[lang]')?.getAttribute('lang'), line).toBe(OTHER);
      }
    }
  });
});
