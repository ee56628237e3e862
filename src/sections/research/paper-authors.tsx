import { Fragment } from 'react';
import { profile } from '../../content';
import { cn } from '../../lib/cn';
import { isSameAuthor } from '../../lib/author-name';
import { listParts, t } from '../../words';

export interface PaperAuthorsProps {
  authors: readonly string[];
  className?: string;
}

/**
 * The author list, with the site owner (matched against profile.name) highlighted: bold on the
 * accent's soft ground, as a marker pen would, not in a link's colour and underline, since it
 * leads nowhere. Kept on one line where it fits (a name split over two reads as two marks).
 */
export function PaperAuthors({ authors, className }: PaperAuthorsProps) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      <span className="sr-only">{t('research.authors.before')} </span>
      {listParts(
        authors.map((author) =>
          isSameAuthor(author, profile.name) ? (
            <strong className="inline-block max-w-full rounded bg-accent-soft px-1 font-semibold text-accent-strong">
              <bdi>{author}</bdi>
            </strong>
          ) : (
            <bdi>{author}</bdi>
          ),
        ),
      ).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </p>
  );
}
