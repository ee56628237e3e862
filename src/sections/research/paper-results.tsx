import { cn } from '../../lib/cn';
import { camelCaseToWords } from '../../lib/text';

export interface PaperResultsProps {
  results: Record<string, string>;
  className?: string;
}

/** Named result metrics; camel-case keys read as words ("testAccuracy" → "Test Accuracy"). */
export function PaperResults({ results, className }: PaperResultsProps) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {Object.entries(results).map(([key, value]) => (
        <div key={key} className="rounded-xl border border-border bg-surface-muted/60 px-3 py-2.5">
          <dt className="text-xs font-medium text-muted">
            <bdi>{camelCaseToWords(key)}</bdi>
          </dt>
          {/* "5.1 MB" stays in its order on a right-to-left page. */}
          <dd className="mt-0.5 text-base font-bold text-fg">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
