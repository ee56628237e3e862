import { Fragment, type ReactNode } from 'react';
import { profile } from '../../content';
import { cn } from '../../lib/cn';
import { isSameAuthor } from '../../lib/author-name';
import { CARD_AUTHORS_FIRST, cardAuthors } from '../../lib/card-authors';
import { listParts, t } from '../../words';

export interface PaperAuthorsProps {
  authors: readonly string[];
  /** A card's list: of a long one, the first authors, the owner and how many more (card-authors). */
  short?: boolean;
  className?: string;
}

interface Author {
  name: string;
  own: boolean;
}
/** Where a short list leaves authors out before the owner, and how many it leaves out in all. */
type Omitted = { gap: true } | { more: number };

/**
 * The author list, with the site owner (matched against profile.name) highlighted: bold on the
 * accent's soft ground, as a marker pen would, not in a link's colour and underline, since it
 * leads nowhere. The highlighted name is kept on one line where it fits (a name split over two
 * reads as two marks), together with the punctuation after it, which no line may start with.
 */
export function PaperAuthors({ authors, short, className }: PaperAuthorsProps) {
  const all = authors.map((name) => ({ name, own: isSameAuthor(name, profile.name) }));
  let items: Array<Author | Omitted> = all;
  if (short) {
    const { shown, gap, more } = cardAuthors(all, (author) => author.own);
    items = [...shown];
    // The owner, further down the list, after the first authors: a gap marks where others are.
    if (gap) items.splice(CARD_AUTHORS_FIRST, 0, { gap: true });
    if (more > 0) items.push({ more });
  }
  const parts = listParts<Author | Omitted>(items);
  const shown: ReactNode[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (typeof part === 'string') shown.push(part);
    else if ('gap' in part) shown.push('…');
    else if ('more' in part) shown.push(t('research.authors.more', { count: part.more }));
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
