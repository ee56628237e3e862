import { Badge } from '../../components/badge';
import type { ExperienceEntry } from '../../content/types';
import { cn } from '../../lib/cn';
import { Icon } from '../../components/icon';
import { RowName } from '../../components/row-name';
import { bdiDirection, langOf, t } from '../../words';

export interface TimelineItemProps {
  entry: ExperienceEntry;
  className?: string;
}

/** One internship on the vertical timeline: a marker on the line and a card beside it. */
export function TimelineItem({ entry, className }: TimelineItemProps) {
  const headingId = `experience-${entry.id}-title`;
  const skills = entry.skills ?? [];
  const details = (
    [
      { icon: 'calendar', term: t('experience.duration'), text: entry.duration },
      { icon: 'map-pin', term: t('experience.location'), text: entry.location },
    ] as const
  ).filter((detail) => detail.text.trim() !== '');
  return (
    <li className={cn('relative ps-11 sm:ps-20', className)}>
      <span
        aria-hidden="true"
        className="icon-tile absolute top-6 start-0 flex size-8 items-center justify-center rounded-full bg-brand-gradient-diagonal text-white shadow-md ring-4 ring-surface-muted sm:start-2 sm:size-12"
      >
        <Icon name="briefcase" className="size-4 sm:size-5" />
      </span>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-border bg-surface p-5 shadow-sm transition-shadow hover:shadow-lg sm:p-8"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="text-xl font-semibold text-fg">
              {/* Isolated as <bdi> isolates; search (Pagefind) reads a heading's <bdi> as no text,
                  and would have nothing to name the entry by. */}
              <span dir="auto" lang={langOf(entry.title)}>
                {entry.title}
              </span>
            </h3>
            <p className="mt-1 flex items-center gap-2 font-medium text-accent">
              <Icon name="building" className="size-4 shrink-0" />
              <RowName lang={langOf(entry.company)}>{entry.company}</RowName>
            </p>
          </div>
          <Badge tone="accent">
            <bdi lang={langOf(entry.type)}>{entry.type}</bdi>
          </Badge>
        </div>
        {/* A detail the entry leaves empty (a role held remotely) shows no icon beside nothing. */}
        {details.length > 0 && (
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            {details.map(({ icon, term, text }) => (
              <div key={icon} className="flex items-center gap-2">
                <dt>
                  <Icon name={icon} className="size-4" />
                  <span className="sr-only">{term}</span>
                </dt>{' '}
                <dd>
                  <bdi lang={langOf(text)} dir={bdiDirection(text)}>
                    {text}
                  </bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p dir="auto" lang={langOf(entry.description)} className="mt-4 leading-relaxed text-muted">
          {entry.description}
        </p>
        {skills.length > 0 && (
          <ul
            aria-label={t('experience.skillsUsed', { title: entry.title })}
            className="mt-5 flex flex-wrap gap-2"
          >
            {skills.map((skill, index) => (
              <li
                key={`${index}-${skill}`}
                className="rounded-full border border-border bg-surface-muted px-3 py-1 text-xs font-medium text-fg"
              >
                <bdi dir={bdiDirection(skill)}>{skill}</bdi>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
