import { Badge } from '../../components/badge';
import { GradientIcon } from '../../components/gradient-icon';
import type { AccentName } from '../../config/palette';
import type { Certificate } from '../../content/types';
import { cn } from '../../lib/cn';
import { Icon } from '../../components/icon';
import { RowName } from '../../components/row-name';
import { langOf, t } from '../../words';

export interface CertificateCardProps {
  certificate: Certificate;
  /** The icon tile's colour, by name from the palette. */
  accent: AccentName;
  className?: string;
}

/** One certificate: icon, title, issuer, date, type, description, and the earned mark. */
export function CertificateCard({ certificate, accent, className }: CertificateCardProps) {
  const headingId = `certificate-${certificate.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-8',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <GradientIcon name={certificate.icon} accent={accent} />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-snug font-semibold text-fg">
            {/* As <bdi>, which search would read as no text (timeline-item.tsx). */}
            <span dir="auto" lang={langOf(certificate.title)}>
              {certificate.title}
            </span>
          </h3>
          <p className="mt-1 flex items-center gap-2 text-sm font-medium text-accent">
            <Icon name="building" className="size-4 shrink-0" />
            <RowName>{certificate.issuer}</RowName>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted">
        <span className="flex items-center gap-2">
          <Icon name="calendar" className="size-4" />
          {certificate.date}
        </span>{' '}
        {/* The space: the date and the type are two words to search and to read, not one. */}
        <Badge tone="accent">{certificate.type}</Badge>
      </div>
      <p
        dir="auto"
        lang={langOf(certificate.description)}
        className="mt-4 flex-1 leading-relaxed text-muted"
      >
        {certificate.description}
      </p>
      <p className="mt-6 flex items-center gap-2 border-t border-border pt-4 text-sm font-semibold text-success-fg">
        <Icon name="badge-check" className="size-5" />
        {t('certificates.earned')}
      </p>
    </article>
  );
}
