import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NoteSummary } from '../../lib/notes';
import { t } from '../../words';
import Notes from './notes.static';

// The section shows whatever notes the build gives it; the test gives its own, more than fit.
const NOTES: NoteSummary[] = vi.hoisted(() =>
  Array.from({ length: 5 }, (_, index) => ({
    slug: `note-${index}`,
    title: `Note number ${index}`,
    date: `2024-0${9 - index}-01`,
    summary: `What note ${index} says.`,
    tags: index === 0 ? [] : [`tag-${index}`, 'shared'],
    language: 'en',
    draft: false,
  })),
);
vi.mock('virtual:notes', () => ({ default: NOTES }));

describe('Notes', () => {
  it('is the notes section with its heading', () => {
    render(<Notes />);
    expect(screen.getByRole('region', { name: t('notes.title') })).toHaveAttribute('id', 'notes');
  });

  it('shows the latest three, each linking its page, with date and tags', () => {
    render(<Notes />);
    const list = screen.getByRole('list', { name: t('notes.list') });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    NOTES.slice(0, 3).forEach((note, index) => {
      const card = cards[index]!;
      const link = within(card).getByRole('link', { name: note.title });
      expect(link.getAttribute('href')).toMatch(new RegExp(`notes/${note.slug}/$`));
      expect(card.querySelector('time')).toHaveAttribute('datetime', note.date);
      expect(
        within(card)
          .queryAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(note.tags);
    });
  });

  it('leads to the list of every note', () => {
    render(<Notes />);
    expect(screen.getByRole('link', { name: t('notes.all') }).getAttribute('href')).toMatch(
      /notes\/$/,
    );
  });
});
