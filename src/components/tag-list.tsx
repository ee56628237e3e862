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

/** A row of tags, optionally cut to the first few with a '+N' chip for the rest. */
export function TagList({
  items,
  limit = items.length,
  more = (count) => `+${count}`,
  label,
  tone = 'accent',
  href,
  className,
}: TagListProps) {
  const { visible, hiddenCount } = splitVisible(items, limit);
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {visible.map((item, index) => (
        <li key={`${index}-${item}`}>
          {/* A tag is often a name in Latin letters ("C++", "Node.js") on any page. */}
          <Badge tone={tone} href={href?.(item)}>
            <RowName>{item}</RowName>
          </Badge>
        </li>
      ))}
      {hiddenCount > 0 && (
        <li>
          <Badge tone="neutral">{more(hiddenCount)}</Badge>
        </li>
      )}
    </ul>
  );
}
