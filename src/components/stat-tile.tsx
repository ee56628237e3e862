import { cn } from '../lib/cn';

export interface StatTileProps {
  value: string | number;
  label: string;
  className?: string;
}

/** A figure and its label; the label is read first so "CGPA 9.42" makes sense to a screen reader. */
export function StatTile({ value, label, className }: StatTileProps) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-surface/80 p-4 text-center shadow-sm backdrop-blur',
        className,
      )}
    >
      <dl className="flex flex-col-reverse">
        <dt className="mt-1 text-sm font-medium text-muted">{label}</dt>
        <dd className="text-2xl font-bold text-accent sm:text-3xl">{value}</dd>
      </dl>
    </div>
  );
}
