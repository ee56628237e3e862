import { cn } from '../lib/cn';
import { presentStats } from '../lib/stats';
import { StatTile, type StatTileSurface } from './stat-tile';

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
  /** The tiles' surface (see StatTile); translucent unless said. */
  surface?: StatTileSurface;
}

/** A row of figures, each a StatTile in a list item; `stat-list` names the row for print. */
export function StatList({ stats, label, className, surface }: StatListProps) {
  const shown = presentStats(stats);
  if (shown.length === 0) return null;
  return (
    // Figures are not what a visitor searches for.
    <ul aria-label={label} data-pagefind-ignore className={cn('stat-list grid gap-4', className)}>
      {/* By place: two tiles of a row may carry the same label. */}
      {shown.map((stat, index) => (
        <li key={index}>
          <StatTile label={stat.label} value={stat.value} surface={surface} className="h-full" />
        </li>
      ))}
    </ul>
  );
}
