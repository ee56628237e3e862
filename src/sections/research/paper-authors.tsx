import { Fragment, type ReactNode } from 'react';
import { profile } from '../../content';
import { cn } from '../../lib/cn';
import { isSameAuthor } from '../../lib/author-name';
import { listParts, t } from '../../words';

export interface PaperAuthorsProps {
  authors: readonly string[];
  className?: string;
}

interface Author {
  name: string;
  own: boolean;
}

/**
 * The author list, with the site owner (matched against profile.name) highlighted: bold on the
 * accent's soft ground, as a marker pen would, not in a link's colour and underline, since it
 * leads nowhere. The highlighted name is kept on one line where it fits (a name split over two
 * reads as two marks), together with the punctuation after it, which no line may start with.
 */
export function PaperAuthors({ authors, className }: PaperAuthorsProps) {
  const parts = listParts<Author>(
    authors.map((name) => ({ name, own: isSameAuthor(name, profile.name) })),
  );
  const shown: ReactNode[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (typeof part === 'string') shown.push(part);
    else if (!part.own) shown.push(<bdi>{part.name}</bdi>);
    else {
      const next = parts[index + 1];
      // The separator's leading mark (", " gives ","; " and " gives nothing) goes with the name.
      const held = typeof next === 'string' ? /^\S*/.exec(next)![0] : '';
      if (held) parts[index + 1] = (next as string).slice(held.length);
      shown.push(
        <span className="inline-block max-w-full">
          <strong className="rounded bg-accent-soft px-1 font-semibold text-accent-strong box-decoration-clone">
            <bdi>{part.name}</bdi>
          </strong>
          {held}
        </span>,
      );
    }
  }
  return (
    <p className={cn('text-sm text-muted', className)}>
      <span className="sr-only">{t('research.authors.before')} </span>
      {shown.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </p>
  );
}
