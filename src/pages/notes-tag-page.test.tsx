import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  FEED_FILES,
  NOTES_PER_PAGE,
  notePages,
  notePath,
  notesFeedFolder,
  notesTagged,
  notesTagPath,
  noteTags,
  type NoteSummary,
} from '../lib/notes';
import { t } from '../words';
import { NotesListPage } from './notes-list-page';
import { NotesTagPage } from './notes-tag-page';

const note = (slug: string, tags: string[]): NoteSummary => ({
  slug,
  title: `Title of ${slug}`,
  date: '2024-05-01',
  summary: `About ${slug}`,
  tags,
  language: 'en',
  draft: false,
});
const notes = [note('first', ['Rust', 'tooling']), note('second', ['rust']), note('third', [])];
const tags = noteTags(notes, 'en');
const rust = tags.find((tag) => tag.slug === 'rust')!;

describe('NotesTagPage', () => {
  it("names the tag and lists the notes carrying it, each linking to the note's page", () => {
    const tagged = notesTagged(notes, rust);
    render(<NotesTagPage home="/" tag={rust} notes={tagged} tags={tags} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('notes.tagged', { tag: rust.name }),
    );
    expect(screen.getByText(t('notes.tagCount', { count: tagged.length }))).toBeInTheDocument();
    const list = screen.getByRole('list', { name: t('notes.list') });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => within(heading).getByRole('link').getAttribute('href')),
    ).toEqual(tagged.map((one) => `/${notePath(one.slug)}`));
    // The breadcrumb ends in the tag.
    const crumbs = screen.getByRole('navigation', { name: t('itemPage.breadcrumb') });
    expect(within(crumbs).getByText(rust.name)).toHaveAttribute('aria-current', 'page');
  });

  it('runs over pages as the list does, each naming the whole count and leading to the others', () => {
    const many = Array.from({ length: NOTES_PER_PAGE * 2 + 1 }, (_, index) =>
      note(`note-${index}`, ['Rust']),
    );
    const manyTags = noteTags(many, 'en');
    const [tag] = manyTags;
    const pages = notePages(many);
    for (const [index, pageNotes] of pages.entries()) {
      const page = index + 1;
      const { unmount } = render(
        <NotesTagPage
          home="/"
          tag={tag!}
          notes={pageNotes}
          tags={manyTags}
          page={page}
          pages={pages.length}
        />,
      );
      expect(screen.getByText(t('notes.tagCount', { count: many.length }))).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(pageNotes.length);
      const nav = screen.getByRole('navigation', { name: t('notes.pages') });
      expect(nav).toHaveTextContent(t('notes.page', { page, pages: pages.length }));
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        pages.map((_, other) => `/${notesTagPath(tag!.slug, other + 1)}`),
      );
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
        'href',
        `/${notesTagPath(tag!.slug, page)}`,
      );
      // The tag's own pill leads to its first page: the page itself only there.
      const pill = within(screen.getByRole('navigation', { name: t('notes.tags') })).getByRole(
        'link',
      );
      expect(pill).toHaveAttribute('aria-current', page === 1 ? 'page' : 'true');
      unmount();
    }
  });

  it('has no pages to lead to when its notes fit one', () => {
    render(<NotesTagPage home="/" tag={rust} notes={notesTagged(notes, rust)} tags={tags} />);
    expect(screen.queryByRole('navigation', { name: t('notes.pages') })).toBeNull();
  });

  it('leads to every tag, each read out with its count, this one marked as the page', () => {
    render(<NotesTagPage home="/" tag={rust} notes={notesTagged(notes, rust)} tags={tags} />);
    const nav = screen.getByRole('navigation', { name: t('notes.tags') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      tags.map((tag) => `/${notesTagPath(tag.slug)}`),
    );
    for (const [index, tag] of tags.entries()) {
      expect(links[index]).toHaveAccessibleName(
        `${tag.name} (${t('notes.tagCount', { count: tag.count })})`,
      );
    }
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      `/${notesTagPath(rust.slug)}`,
    );
  });
});

/**
 * The feeds the page's Subscribe opens to: each link's words, address and the type a reader looks
 * for, once the visitor has opened it (a native disclosure, closed at first).
 */
async function feedLinks() {
  const summary = screen.getByText(t('notes.feeds'), { selector: 'summary' });
  const details = summary.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  await userEvent.click(summary);
  expect(details).toHaveAttribute('open');
  expect(within(details).getByText(t('notes.feedsHowTo'))).toBeVisible();
  return within(details)
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      type: link.getAttribute('type'),
    }));
}

/** What feedLinks() finds when the feeds are in `folder`: one link per format, RSS first. */
const feedsIn = (folder: string) =>
  Object.values(FEED_FILES).map(({ file, type, name }) => ({
    name,
    href: `${folder}${file}`,
    type,
  }));

describe('Subscribe', () => {
  it("opens on a tag's page to the tag's own feeds", async () => {
    render(<NotesTagPage home="/base/" tag={rust} notes={notesTagged(notes, rust)} tags={tags} />);
    expect(await feedLinks()).toEqual(feedsIn(`/base/${notesFeedFolder(rust.slug)}`));
    expect(notesFeedFolder(rust.slug)).toBe(notesTagPath(rust.slug));
  });

  it("opens on every page of the list to the notes' feeds", async () => {
    for (const page of [1, 2]) {
      const { unmount } = render(
        <NotesListPage home="/base/" notes={notes} tags={tags} page={page} pages={2} />,
      );
      expect(await feedLinks()).toEqual(feedsIn('/base/notes/'));
      unmount();
    }
  });
});

describe('NotesListPage', () => {
  it("leads from the list to every tag's page, and from each card's tags", () => {
    render(<NotesListPage home="/base/" notes={notes} tags={tags} page={1} pages={1} />);
    const nav = screen.getByRole('navigation', { name: t('notes.tags') });
    expect(within(nav).getAllByRole('link')).toHaveLength(tags.length);
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
    const first = screen.getAllByRole('list', { name: t('notes.tags') })[0]!;
    expect(within(first).getByRole('link', { name: 'Rust' })).toHaveAttribute(
      'href',
      `/base/${notesTagPath(rust.slug)}`,
    );
  });

  it('has no tags to lead to when no note has one', () => {
    const untagged = [note('plain', [])];
    render(
      <NotesListPage
        home="/"
        notes={untagged}
        tags={noteTags(untagged, 'en')}
        page={1}
        pages={1}
      />,
    );
    expect(screen.queryByRole('navigation', { name: t('notes.tags') })).toBeNull();
  });
});
