import { Badge } from '../components/badge';
import { findTag, notesTagPath, type NoteTag } from '../lib/notes';
import { bdiDirection, formatNumber, t } from '../words';
import { NoteAside } from './note-aside';

/** A tag's page, from a note's tag as written: undefined for a tag the language's notes lack. */
export const tagHref =
  (home: string, tags: readonly NoteTag[]) =>
  (name: string): string | undefined => {
    const tag = findTag(tags, name);
    return tag && `${home}${notesTagPath(tag.slug)}`;
  };

export interface NoteTagsProps {
  home: string;
  tags: readonly NoteTag[];
  /** The tag whose page this is, marked as the current page. */
  current?: NoteTag;
  /** Which of the current tag's pages this is: past the first, its link is only marked current. */
  page?: number;
}

/** Every tag of the language's notes, each with its count, leading to its page. */
export function NoteTags({ home, tags, current, page = 1 }: NoteTagsProps) {
  if (tags.length === 0) return null;
  return (
    <NoteAside id="note-tags" title={t('notes.tags')}>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Badge
              tone={tag.slug === current?.slug ? 'accent' : 'neutral'}
              href={`${home}${notesTagPath(tag.slug)}`}
              current={tag.slug !== current?.slug ? undefined : page > 1 ? 'true' : 'page'}
            >
              <bdi dir={bdiDirection(tag.name)}>{tag.name}</bdi>
              <span aria-hidden="true" className="ms-1.5 font-normal">
                {formatNumber(tag.count)}
              </span>
              <span className="sr-only">{` (${t('notes.tagCount', { count: tag.count })})`}</span>
            </Badge>
          </li>
        ))}
      </ul>
    </NoteAside>
  );
}
