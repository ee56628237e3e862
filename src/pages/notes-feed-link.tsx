import { Rss } from 'lucide-react';
import { FEED_FILES, notesFeedFolder } from '../lib/notes';
import { t } from '../words';

export interface NotesFeedLinkProps {
  home: string;
  /** The tag whose feed it leads to; the language's notes' feed without one. */
  tagSlug?: string;
}

/**
 * The link to the RSS feed of the notes, or of a tag's notes, for a visitor who reads with a feed
 * reader (the head names all three formats); not printed. Its icon is drawn in place: these pages are rendered
 * only at build, and the page's sprite, which every page carries, stays as it is.
 */
export function NotesFeedLink({ home, tagSlug }: NotesFeedLinkProps) {
  const { file, type } = FEED_FILES.rss;
  return (
    <a
      href={`${home}${notesFeedFolder(tagSlug)}${file}`}
      type={type}
      className="inline-flex min-h-6 shrink-0 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-2 hover:text-accent-strong hover:underline print:hidden"
    >
      <Rss aria-hidden="true" focusable="false" className="size-4" />
      {t('notes.feeds')}
    </a>
  );
}
