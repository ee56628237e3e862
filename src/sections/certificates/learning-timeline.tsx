import type { Certificate } from '../../content/types';
import { cn } from '../../lib/cn';
import { bdiDirection, langOf, t } from '../../words';

export interface LearningTimelineProps {
  certificates: readonly Certificate[];
  className?: string;
}

/** Certificates in content order on a line: one column on small screens, alternating from md. */
export function LearningTimeline({ certificates, className }: LearningTimelineProps) {
  return (
    // On paper the wrapper steps aside, so that the heading is a sibling of the content before it:
    // Firefox moves a block to the next page only from between siblings (styles/print.css).
    <div className={cn('print:contents', className)}>
      <h3
        id="learning-journey-heading"
        className="text-center text-2xl font-bold tracking-tight text-fg"
      >
        {t('certificates.timeline')}
      </h3>
      <ol
        aria-labelledby="learning-journey-heading"
        className="card-list relative mx-auto mt-10 max-w-5xl space-y-6 before:absolute before:inset-y-0 before:start-4 before:w-0.5 before:-translate-x-1/2 rtl:before:translate-x-1/2 before:rounded-full before:bg-brand-gradient-down md:space-y-10 md:before:start-1/2"
      >
        {certificates.map((certificate, index) => {
          const left = index % 2 === 0;
          return (
            <li
              key={certificate.id}
              className="relative ps-12 md:grid md:grid-cols-2 md:gap-16 md:ps-0"
            >
              <span
                aria-hidden="true"
                className="absolute top-5 start-4 size-4 -translate-x-1/2 rounded-full bg-brand-gradient-diagonal ring-4 ring-surface-muted md:start-1/2 rtl:translate-x-1/2"
              />
              <div
                className={cn(
                  'rounded-2xl border border-border bg-surface p-5 shadow-sm',
                  left ? 'md:col-start-1 md:text-end' : 'md:col-start-2',
                )}
              >
                <p className="text-sm font-semibold text-accent">{certificate.date}</p>
                <h4 className="mt-1 font-semibold text-fg">
                  <bdi lang={langOf(certificate.title)}>{certificate.title}</bdi>
                </h4>
                <p className="mt-1 text-sm text-muted">
                  <bdi dir={bdiDirection(certificate.issuer)}>{certificate.issuer}</bdi>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
