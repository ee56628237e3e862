import { NoteCard } from '../sections/notes/note-card';
import { notePath, notesListPath, type NotesListData } from '../lib/notes';
import { t } from '../words';
import { NotesFrame } from './notes-frame';
import { NoteTags, tagHref } from './note-tags';

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
      <p className="mt-3 text-muted">{t('notes.subtitle')}</p>
      <ul aria-label={t('notes.list')} className="mt-10 grid gap-6">
        {notes.map((note) => (
          <li key={note.slug}>
            <NoteCard
              note={note}
              href={`${home}${notePath(note.slug)}`}
              level="h2"
              tagHref={tagHref(home, tags)}
            />
          </li>
        ))}
      </ul>
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
