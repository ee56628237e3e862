import { Section } from '../../components/section';
import { StatList } from '../../components/stat-list';
import * as content from '../../content';
import { experience } from '../../content';
import { statRow } from '../../lib/stats';
import { TimelineItem } from './timeline-item';
import { ClosingLine } from '../../components/closing-line';
import { t } from '../../words';

export default function Experience() {
  const stats = statRow(content.stats.experience, content);
  return (
    <Section
      id="experience"
      title={t('experience.title')}
      subtitle={t('experience.subtitle')}
      tinted
    >
      <StatList
        stats={stats}
        label={t('experience.stats')}
        className="mx-auto max-w-4xl grid-cols-1 sm:grid-cols-3"
        surface="solid"
      />
      <ol
        aria-label={t('experience.timeline')}
        className="relative mx-auto mt-14 max-w-4xl space-y-8 before:absolute before:inset-y-6 before:start-4 before:w-0.5 before:-translate-x-1/2 rtl:before:translate-x-1/2 before:rounded-full before:bg-brand-gradient-down sm:before:start-8"
      >
        {experience.map((entry) => (
          <TimelineItem key={entry.id} entry={entry} />
        ))}
      </ol>
      <ClosingLine icon="sparkles">{t('experience.closing')}</ClosingLine>
    </Section>
  );
}
