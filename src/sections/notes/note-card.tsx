import { TagList } from '../../components/tag-list';
import { formatNoteDate, type NoteSummary } from '../../lib/notes';
import { locale, t } from '../../words';

export interface NoteCardProps {
  note: NoteSummary;
  /** The note's page. */
  href: string;
  /** The title's heading level: h3 under the section's h2, h2 on the list page. */
  level?: 'h2' | 'h3';
  /** Each tag's page, on the pages of notes; the main page's cards show their tags alone. */
  tagHref?: (tag: string) => string | undefined;
}

/** A note in a list: its date, title (the link), summary and tags. */
export function NoteCard({ note, href, level: Heading = 'h3', tagHref }: NoteCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <time dateTime={note.date} className="text-sm text-muted">
        {formatNoteDate(note.date, locale)}
      </time>
      <Heading className="mt-2 text-xl font-bold text-fg">
        <a href={href} dir="auto" className="hover:text-accent">
          {note.title}
        </a>
      </Heading>
      <p dir="auto" className="mt-3 flex-1 text-muted">
        {note.summary}
      </p>
      {note.tags.length > 0 && (
        <TagList
          items={note.tags}
          label={t('notes.tags')}
          tone="neutral"
          href={tagHref}
          className="mt-4"
        />
      )}
    </article>
  );
}
