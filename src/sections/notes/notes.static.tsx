import notes from 'virtual:notes';
import { Section } from '../../components/section';
import { NOTES_ON_MAIN_PAGE, notePath, notesListPath } from '../../lib/notes';
import { t } from '../../words';
import { NoteCard } from './note-card';

/** The latest notes; the rest are a link away, on /notes/. Prerendered, never hydrated. */
export default function Notes() {
  const base = import.meta.env.BASE_URL;
  return (
    <Section id="notes" title={t('notes.title')} subtitle={t('notes.subtitle')}>
      <ul
        aria-label={t('notes.list')}
        className="card-list card-grid mx-auto max-w-5xl md:card-cols-3"
      >
        {notes.slice(0, NOTES_ON_MAIN_PAGE).map((note) => (
          <li key={note.slug}>
            <NoteCard note={note} href={`${base}${notePath(note.slug)}`} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <a
          href={`${base}${notesListPath(1)}`}
          className="font-semibold text-accent hover:text-accent-strong"
        >
          {t('notes.all')}
        </a>
      </p>
    </Section>
  );
}
