import { Rss } from 'lucide-react';
import { FEED_FILES, notesFeedFolder } from '../lib/notes';
import { t } from '../words';

export interface NotesIntroProps {
  home: string;
  /** What the page holds: the notes' subtitle, or how many carry the tag. */
  text: string;
  /** The tag whose page it is, whose feeds the links lead to; the language's notes' without one. */
  tagSlug?: string;
}

/**
 * The line under the heading of the notes list or a tag's page, and under it Subscribe, for a
 * visitor who reads with a feed reader: it opens to a sentence saying what to do and the links to
 * the page's three feeds (the head names them too). A feed opened in the browser shows raw XML, so
 * the links are offered to copy, not as the first thing to follow. A native disclosure: it opens
 * without JavaScript, by keyboard, and on pages rendered only at build. Not printed. Its icon is
 * drawn in place: the page's sprite, which every page carries, stays as it is.
 */
export function NotesIntro({ home, text, tagSlug }: NotesIntroProps) {
  const folder = `${home}${notesFeedFolder(tagSlug)}`;
  return (
    <div className="mt-3">
      <p className="text-muted">{text}</p>
      <details className="mt-2 text-sm print:hidden">
        <summary className="inline-flex min-h-6 cursor-pointer list-none items-center gap-1.5 font-semibold text-accent underline-offset-2 hover:text-accent-strong hover:underline [&::-webkit-details-marker]:hidden">
          <Rss aria-hidden="true" focusable="false" className="size-4" />
          {t('notes.feeds')}
        </summary>
        <p className="mt-2 text-muted">{t('notes.feedsHowTo')}</p>
        <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {Object.values(FEED_FILES).map(({ file, type, name }) => (
            <li key={file}>
              <a
                href={`${folder}${file}`}
                type={type}
                className="inline-flex min-h-6 items-center font-semibold text-accent underline underline-offset-2 hover:text-accent-strong"
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
