import { notePath, type NoteSummary, type NoteTag } from '../lib/notes';
import { NoteCard } from '../sections/notes/note-card';
import { t } from '../words';
import { tagHref } from './note-tags';

export interface NoteListProps {
  home: string;
  notes: readonly NoteSummary[];
  /** Every tag of the language's notes: each card's tags lead to their pages. */
  tags: readonly NoteTag[];
}

/** Notes as the list and a tag's page show them: a card each, its title an h2. */
export function NoteList({ home, notes, tags }: NoteListProps) {
  return (
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
  );
}
