import { Rss } from 'lucide-react';
import { FEED_FILES, notesFeedFolder } from '../lib/notes';
import { t } from '../words';

export interface NotesIntroProps {
  home: string;
  /** What the page holds: the notes' subtitle, or how many carry the tag. */
  text: string;
  /** The tag whose page it is, whose feed the link leads to; the language's notes' without one. */
  tagSlug?: string;
}

/**
 * The line under the heading of the notes list or a tag's page, and at its end the link to the
 * page's RSS feed, for a visitor who reads with a feed reader (the head names all three formats);
 * the link is not printed. Its icon is drawn in place: these pages are rendered only at build, and
 * the page's sprite, which every page carries, stays as it is.
 */
export function NotesIntro({ home, text, tagSlug }: NotesIntroProps) {
  const { file, type } = FEED_FILES.rss;
  return (
    <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
      <p className="text-muted">{text}</p>
      <a
        href={`${home}${notesFeedFolder(tagSlug)}${file}`}
        type={type}
        className="inline-flex min-h-6 shrink-0 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-2 hover:text-accent-strong hover:underline print:hidden"
      >
        <Rss aria-hidden="true" focusable="false" className="size-4" />
        {t('notes.feeds')}
      </a>
    </div>
  );
}
