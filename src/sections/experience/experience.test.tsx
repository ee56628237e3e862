import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as content from '../../content';
import { experience } from '../../content';
import { shownTiles } from '../../test/stat-tiles';
import { expectedTiles } from '../../../tests/stat-tiles';
import Experience from './experience.static';
import { TimelineItem } from './timeline-item';
import { t } from '../../words';

// The section only exists with experience; the test brings its own (src/test/content-fixture.ts),
// one entry with skills and one without.
vi.mock('../../content', async (importOriginal) => {
  const { fixtureModule, makeContent } = await import('../../test/content-fixture');
  const [first, second] = makeContent().experience;
  return fixtureModule(importOriginal, {
    experience: [
      { ...first!, skills: ['First skill of the test', 'Second skill of the test'] },
      second!,
    ],
  });
});

function entries() {
  return within(screen.getByRole('list', { name: t('experience.timeline') })).getAllByRole(
    'article',
  );
}

describe('Experience', () => {
  it('is the experience section with its heading', () => {
    render(<Experience />);
    expect(screen.getByRole('region', { name: t('experience.title') })).toHaveAttribute(
      'id',
      'experience',
    );
  });

  it('shows the figures of its row, stated or counted from content', () => {
    render(<Experience />);
    expect(shownTiles()).toEqual(expectedTiles(content.stats.experience, content));
  });

  it('lists every entry in order with its details', () => {
    render(<Experience />);
    const cards = entries();
    expect(cards).toHaveLength(experience.length);
    experience.forEach((entry, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { name: entry.title })).toBeInTheDocument();
      expect(card).toHaveTextContent(entry.company);
      expect(card).toHaveTextContent(entry.type);
      expect(card).toHaveTextContent(entry.duration);
      expect(card).toHaveTextContent(entry.location);
      expect(card).toHaveTextContent(entry.description);
    });
  });

  it('shows a skills list only for entries that have skills', () => {
    render(<Experience />);
    const cards = entries();
    experience.forEach((entry, index) => {
      const list = within(cards[index]!).queryByRole('list');
      if (entry.skills?.length) {
        expect(
          within(list!)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(entry.skills);
      } else {
        expect(list).toBeNull();
      }
    });
  });

  it('renders no empty list for an entry without skills', () => {
    const entry = { ...experience[0]!, skills: undefined };
    render(
      <ol>
        <TimelineItem entry={entry} />
        <TimelineItem entry={{ ...entry, id: 99, skills: [] }} />
      </ol>,
    );
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).queryByRole('list')).toBeNull();
    }
  });

  it('shows no icon beside a date or place the entry leaves empty', () => {
    const entry = { ...experience[0]!, location: ' ', duration: '' };
    render(
      <ol>
        <TimelineItem entry={entry} />
      </ol>,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByText(t('experience.location'))).toBeNull();
    expect(within(card).queryByText(t('experience.duration'))).toBeNull();
    expect(card.querySelector('dl')).toBeNull();
  });

  it('ends with the closing line', () => {
    render(<Experience />);
    expect(screen.getByText(t('experience.closing'))).toBeInTheDocument();
  });
});
