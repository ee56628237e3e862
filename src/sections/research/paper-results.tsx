import type { Publication } from '../../content/types';
import { cn } from '../../lib/cn';
import { resultLabels } from '../../lib/result-labels';

export interface PaperResultsProps {
  paper: Pick<Publication, 'results' | 'resultLabels'>;
  className?: string;
}

/** A paper's named result metrics, each under its label (lib/result-labels.ts). */
export function PaperResults({ paper, className }: PaperResultsProps) {
  const labels = resultLabels(paper);
  if (Object.keys(paper.results).length === 0) return null;
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {Object.entries(paper.results).map(([key, value]) => (
        <div key={key} className="rounded-xl border border-border bg-surface-muted/60 px-3 py-2.5">
          <dt className="text-xs font-medium text-muted">
            <bdi>{labels[key]}</bdi>
          </dt>{' '}
          {/* "5.1 MB" stays in its order on a right-to-left page. */}
          <dd className="mt-0.5 text-base font-bold text-fg">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
