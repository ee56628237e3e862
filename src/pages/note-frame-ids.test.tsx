import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { noteFrameIds, noteTags, type NotePageData, type NoteSummary } from '../lib/notes';
import { NotePage } from './note-page';

const note: NoteSummary = {
  slug: 'a-note',
  title: 'A note',
  date: '2024-05-01',
  summary: 'About it',
  tags: ['one'],
  language: 'en',
  draft: false,
};
const render = (props: NotePageData) => renderToStaticMarkup(<NotePage {...props} />);

describe('noteFrameIds', () => {
  it("names every id of a note's page around its body, its contents' and related notes' too", () => {
    const tags = noteTags([note], 'en');
    const ids = noteFrameIds(render, '/', note, tags);
    const page = render({
      home: '/',
      note,
      html: '<h2 id="x">x</h2>',
      headings: [1, 2, 3].map((n) => ({ depth: 2, id: `h${n}`, text: `H ${n}` })),
      minutes: 1,
      related: [{ ...note, slug: 'another' }],
      tags,
    });
    const onPage = [...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toContain('main');
    expect(new Set(ids)).toEqual(new Set(onPage.filter((id) => id !== 'x')));
  });
});
