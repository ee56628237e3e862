import { notesListPath, type NotesListData } from '../lib/notes';
import { t } from '../words';
import { NoteList } from './note-list';
import { NotePages } from './note-pages';
import { NotesIntro } from './notes-intro';
import { NotesFrame } from './notes-frame';
import { NoteTags } from './note-tags';

export type NotesListPageProps = NotesListData;

/** /notes/ and /notes/page/<n>/: every note, newest first, ten to a page. */
export function NotesListPage({
  home,
  notes,
  tags,
  page,
  pages,
  existsIn,
  listedIn,
}: NotesListPageProps) {
  return (
    <NotesFrame home={home} path={notesListPath(page)} existsIn={existsIn} listedIn={listedIn}>
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
        {t('notes.title')}
      </h1>
      <NotesIntro home={home} text={t('notes.subtitle')} />
      <NoteList home={home} notes={notes} tags={tags} />
      <NotePages home={home} page={page} pages={pages} pathOf={notesListPath} />
      <NoteTags home={home} tags={tags} />
    </NotesFrame>
  );
}
