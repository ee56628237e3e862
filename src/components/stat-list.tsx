import { cn } from '../lib/cn';
import { StatTile } from './stat-tile';

export interface Stat {
  label: string;
  value: string | number;
}

export interface StatListProps {
  stats: readonly Stat[];
  /** Names the row for screen readers, e.g. "Experience in numbers". */
  label?: string;
  /** Grid and width classes for the row. */
  className?: string;
  tileClassName?: string;
}

/** A row of figures, each a StatTile in a list item. */
export function StatList({ stats, label, className, tileClassName }: StatListProps) {
  return (
    <ul aria-label={label} className={cn('grid gap-4', className)}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatTile label={stat.label} value={stat.value} className={cn('h-full', tileClassName)} />
        </li>
      ))}
    </ul>
  );
}
