import { notesListPath, type NotesListData } from '../lib/notes';
import { t } from '../words';
import { NoteList } from './note-list';
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
      {pages > 1 && (
        <nav aria-label={t('notes.pages')} className="mt-10">
          <p className="text-sm text-muted">{t('notes.page', { page, pages })}</p>
          <ol className="mt-3 flex flex-wrap gap-2">
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <a
                  href={`${home}${notesListPath(number)}`}
                  aria-current={number === page ? 'page' : undefined}
                  className="inline-flex size-9 items-center justify-center rounded-lg border border-border font-semibold text-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
                >
                  {number}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <NoteTags home={home} tags={tags} />
    </NotesFrame>
  );
}
