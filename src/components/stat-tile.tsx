import { cn } from '../lib/cn';

/**
 * How a tile sits on what is behind it: `translucent` lets a busy backdrop (the hero's particles)
 * show through, blurred; `solid` is a plain card on a section's background.
 */
export type StatTileSurface = 'translucent' | 'solid';

const SURFACE: Record<StatTileSurface, string> = {
  translucent: 'bg-surface/80 backdrop-blur',
  solid: 'bg-surface',
};

export interface StatTileProps {
  value: string | number;
  label: string;
  surface?: StatTileSurface;
  /** Layout classes (size, placement); the look is the tile's own, chosen by `surface`. */
  className?: string;
}

/** A figure and its label; the label is read first so "CGPA 9.42" makes sense to a screen reader. */
export function StatTile({ value, label, surface = 'translucent', className }: StatTileProps) {
  return (
    <div
      className={cn(
        'stat-tile rounded-2xl border border-border p-4 text-center shadow-sm',
        SURFACE[surface],
        className,
      )}
    >
      {/* The figure's row keeps its height before the figure arrives, so a label painted first
          never has to drop below it. */}
      <dl className="grid grid-cols-1 grid-rows-[minmax(2rem,auto)_auto] sm:grid-rows-[minmax(2.25rem,auto)_auto]">
        <dt className="row-start-2 mt-1 text-sm font-medium text-muted">{label}</dt>
        <dd className="row-start-1 text-2xl font-bold text-accent sm:text-3xl">{value}</dd>
      </dl>
    </div>
  );
}
