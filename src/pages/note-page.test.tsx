import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formatNoteDate,
  notePath,
  notesTagPath,
  noteTags,
  TOC_MIN_HEADINGS,
  type NotePageData,
  type NoteSummary,
} from '../lib/notes';
import { locale, t } from '../words';
import { languages } from '../content';
import { languageAddress, languageNameIn } from '../lib/languages';
import { NotePage } from './note-page';

const note = (slug: string, title: string): NoteSummary => ({
  slug,
  title,
  date: '2024-05-01',
  summary: `About ${title}`,
  tags: ['one', 'two'],
  language: 'en',
  draft: false,
});
const headings = Array.from({ length: TOC_MIN_HEADINGS }, (_, index) => ({
  depth: (index === 1 ? 3 : 2) as 2 | 3,
  id: `part-${index}`,
  text: `Part ${index}`,
}));
const props: NotePageData = {
  home: '/',
  note: note('this-one', 'This one'),
  html: headings.map((h) => `<h${h.depth} id="${h.id}">${h.text}</h${h.depth}><p>x</p>`).join(''),
  headings,
  minutes: 4,
  newer: note('newer-one', 'Newer one'),
  older: note('older-one', 'Older one'),
  tags: noteTags([note('this-one', 'This one')], 'en'),
};

describe('NotePage', () => {
  it('is an article with its title, date, reading time and tags, marked for the search', () => {
    render(<NotePage {...props} />);
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('data-pagefind-body');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(props.note.title);
    expect(article.querySelector('time')).toHaveTextContent(
      formatNoteDate(props.note.date, locale),
    );
    expect(article).toHaveTextContent(t('notes.readingTime', { minutes: props.minutes }));
    const tags = within(article).getByRole('list', { name: t('notes.tags') });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(props.note.tags);
  });

  it('suggests the related notes it is given, each leading to its page, and none without', () => {
    const related = [note('one-more', 'One more'), note('and-another', 'And another')];
    const { unmount } = render(<NotePage {...props} related={related} />);
    const nav = screen.getByRole('navigation', { name: t('notes.related') });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(related.map((other) => [other.title, `/notes/${other.slug}/`]));
    unmount();
    render(<NotePage {...props} />);
    expect(screen.queryByRole('navigation', { name: t('notes.related') })).toBeNull();
  });

  it('says when a note last changed, beside its date, when it has since', () => {
    const { unmount } = render(<NotePage {...props} />);
    expect(screen.getByRole('article').querySelectorAll('time')).toHaveLength(1);
    unmount();
    render(<NotePage {...props} note={{ ...props.note, updated: '2025-02-03' }} />);
    const updated = screen.getByRole('article').querySelector('time[datetime="2025-02-03"]');
    expect(updated?.parentElement).toHaveTextContent(
      t('notes.updated', { date: formatNoteDate('2025-02-03', locale) }),
    );
  });

  it("leads from each of its tags to the tag's page, as the tag is written in any case", () => {
    const tags = noteTags([{ tags: ['Machine learning', 'C++'] }], 'en');
    render(
      <NotePage
        {...props}
        note={{ ...props.note, tags: ['machine Learning', 'C++', 'elsewhere'] }}
        tags={tags}
      />,
    );
    const list = screen.getByRole('list', { name: t('notes.tags') });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['machine Learning', `/${notesTagPath('machine-learning')}`],
      ['C++', `/${notesTagPath('c-plus-plus')}`],
    ]);
    // A tag with no page (not one of the language's) stays a label.
    expect(within(list).getByText('elsewhere').closest('a')).toBeNull();
  });

  it('has a table of contents linking every heading, from three headings on', () => {
    render(<NotePage {...props} />);
    const contents = screen.getByRole('navigation', { name: t('notes.contents') });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(headings.map((heading) => `#${heading.id}`));
    for (const heading of headings) expect(document.getElementById(heading.id)).not.toBeNull();
  });

  it('has no table of contents for a short note', () => {
    render(<NotePage {...props} headings={headings.slice(0, TOC_MIN_HEADINGS - 1)} />);
    expect(screen.queryByRole('navigation', { name: t('notes.contents') })).toBeNull();
  });

  it('links the newer and the older note, and only those that exist', () => {
    const { unmount } = render(<NotePage {...props} />);
    expect(screen.getByRole('link', { name: new RegExp(props.newer!.title) })).toHaveAttribute(
      'href',
      `/notes/${props.newer!.slug}/`,
    );
    expect(screen.getByRole('link', { name: new RegExp(props.older!.title) })).toHaveAttribute(
      'href',
      `/notes/${props.older!.slug}/`,
    );
    unmount();
    render(<NotePage {...props} newer={undefined} />);
    expect(screen.queryByText(t('notes.newer'))).toBeNull();
    expect(screen.getByText(t('notes.older'))).toBeInTheDocument();
  });
});

describe('a note whose version in another language changed after it', () => {
  const other = languages.default === 'la' ? 'eo' : 'la';
  const changed = '2025-02-03';

  it('says so, with the day, and leads to that version', () => {
    render(<NotePage {...props} newerIn={{ language: other, changed }} />);
    const notice = screen.getByRole('note');
    const name = languageNameIn(other, locale);
    expect(notice).toHaveTextContent(
      t('notes.newerIn', { language: name, date: formatNoteDate(changed, locale) }),
    );
    expect(notice.querySelector('time')).toHaveAttribute('datetime', changed);
    const link = within(notice).getByRole('link', {
      name: t('notes.readNewer', { language: name }),
    });
    expect(link).toHaveAttribute(
      'href',
      languageAddress(languages, '/', other, notePath(props.note.slug)),
    );
    expect(link).toHaveAttribute('hreflang', other);
    // Not a word of the note: search leaves it out.
    expect(notice).toHaveAttribute('data-pagefind-ignore');
  });

  it('says nothing when no version is newer', () => {
    render(<NotePage {...props} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
