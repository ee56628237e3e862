import { notesTagPath, type NotesTagData } from '../lib/notes';
import { bdiDirection, t, tParts } from '../words';
import { NoteList } from './note-list';
import { NotePages } from './note-pages';
import { NotesIntro } from './notes-intro';
import { NotesFrame } from './notes-frame';
import { NoteTags } from './note-tags';

export type NotesTagPageProps = NotesTagData;

/**
 * /notes/tags/<slug>/ and /notes/tags/<slug>/page/<n>/: the notes that carry a tag, newest first,
 * ten to a page as the list, and the other tags.
 */
export function NotesTagPage({
  home,
  tag,
  notes,
  tags,
  page = 1,
  pages = 1,
  existsIn,
  listedIn,
}: NotesTagPageProps) {
  return (
    <NotesFrame
      home={home}
      path={notesTagPath(tag.slug, page)}
      title={tag.name}
      existsIn={existsIn}
      listedIn={listedIn}
    >
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
        {tParts('notes.tagged', {
          tag: (
            <bdi key="tag" dir={bdiDirection(tag.name)}>
              {tag.name}
            </bdi>
          ),
        })}
      </h1>
      <NotesIntro home={home} text={t('notes.tagCount', { count: tag.count })} tagSlug={tag.slug} />
      <NoteList home={home} notes={notes} tags={tags} />
      <NotePages
        home={home}
        page={page}
        pages={pages}
        pathOf={(number) => notesTagPath(tag.slug, number)}
      />
      <NoteTags home={home} tags={tags} current={tag} page={page} />
    </NotesFrame>
  );
}
