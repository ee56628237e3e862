import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { splitVisible } from '../lib/text';
import { Badge, type BadgeTone } from './badge';
import { RowName } from './row-name';

export interface TagListProps {
  items: readonly string[];
  /** How many tags to show before the '+N'; all when omitted. */
  limit?: number;
  /** What the '+N' chip says for the hidden count. */
  more?: (hiddenCount: number) => ReactNode;
  /** Names the list for screen readers, e.g. "Technologies". */
  label: string;
  tone?: BadgeTone;
  /** Each tag's page, for a tag that has one. */
  href?: (item: string) => string | undefined;
  className?: string;
}

/**
 * A row of tags, optionally cut to the first few with a '+N' chip for the rest. The rest stay in
 * the markup, hidden, for paper: print shows every tag and no chip, which would point to nothing.
 */
export function TagList({
  items,
  limit = items.length,
  more = (count) => `+${count}`,
  label,
  tone = 'accent',
  href,
  className,
}: TagListProps) {
  const { hiddenCount } = splitVisible(items, limit);
  // No list at all for no items: an empty one is a gap, and a list of none to a screen reader.
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item, index) => (
        <li
          key={`${index}-${item}`}
          hidden={index >= limit || undefined}
          className={index >= limit ? 'print-only' : undefined}
        >
          {/* A tag is often a name in Latin letters ("C++", "Node.js") on any page. */}
          <Badge tone={tone} href={href?.(item)}>
            <RowName>{item}</RowName>
          </Badge>
        </li>
      ))}
      {hiddenCount > 0 && (
        <li className="print:hidden">
          <Badge tone="neutral">{more(hiddenCount)}</Badge>
        </li>
      )}
    </ul>
  );
}
