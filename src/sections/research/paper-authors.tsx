import { Fragment } from 'react';
import { profile } from '../../content';
import { cn } from '../../lib/cn';
import { isSameAuthor } from '../../lib/author-name';
import { listParts, t } from '../../words';

export interface PaperAuthorsProps {
  authors: readonly string[];
  className?: string;
}

/** The author list, with the site owner (matched against profile.name) highlighted. */
export function PaperAuthors({ authors, className }: PaperAuthorsProps) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      <span className="sr-only">{t('research.authors.before')} </span>
      {listParts(
        authors.map((author) =>
          isSameAuthor(author, profile.name) ? (
            <strong className="font-semibold text-accent underline decoration-accent/40 decoration-2 underline-offset-4">
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
