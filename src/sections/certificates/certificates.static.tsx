import { Section } from '../../components/section';
import { StatList } from '../../components/stat-list';
import * as content from '../../content';
import { certificates } from '../../content';
import { statRow } from '../../lib/stats';
import { CertificateCard } from './certificate-card';
import { LearningTimeline } from './learning-timeline';
import { ClosingLine } from '../../components/closing-line';
import { accentInTurn } from '../../config/palette';
import { t } from '../../words';

export default function Certificates() {
  const stats = statRow(content.stats.certificates, content);
  return (
    <Section
      id="certificates"
      title={t('certificates.title')}
      subtitle={t('certificates.subtitle')}
      tinted
    >
      <StatList
        stats={stats}
        label={t('certificates.stats')}
        className="mx-auto max-w-5xl grid-cols-2 md:grid-cols-4"
        surface="solid"
      />
      <ul
        aria-label={t('certificates.list')}
        className="card-list card-grid mx-auto mt-12 max-w-5xl md:card-cols-2"
      >
        {certificates.map((certificate, index) => (
          <li key={certificate.id}>
            <CertificateCard certificate={certificate} accent={accentInTurn(index)} />
          </li>
        ))}
      </ul>
      <LearningTimeline certificates={certificates} className="mt-20" />
      <ClosingLine icon="rocket">{t('certificates.closing')}</ClosingLine>
    </Section>
  );
}
