import { Badge } from '../components/badge';
import { GradientIcon } from '../components/gradient-icon';
import type { Publication } from '../content/types';
import { CITE_COPY_SCRIPT } from '../lib/cite-copy-script';
import { paperStatusKey, paperStatusTone } from '../lib/status';
import { PaperDetails } from '../sections/research/paper-details';
import { PaperActions } from '../sections/research/paper-actions';
import { itemPath, itemSlug } from '../lib/item-address';
import { ItemPage } from './item-page';
import { t } from '../words';
import { DotJoined } from '../components/dot-joined';

export interface PaperPageProps {
  paper: Publication;
  home: string;
}

/** /research/<slug>/: what the paper's modal shows, as a page of its own. */
export function PaperPage({ paper, home }: PaperPageProps) {
  return (
    <ItemPage
      home={home}
      path={itemPath('paper', itemSlug(paper))}
      section="research"
      sectionLabel={t('nav.research')}
      backLabel={t('research.page.back')}
      title={paper.title}
      header={<GradientIcon name={paper.icon} accent={paper.accent} />}
      meta={
        <>
          {/* Spaced, so that its text (search's excerpt) reads as words, not "Progress2025·". */}
          <Badge tone={paperStatusTone(paper.status)}>{t(paperStatusKey(paper.status))}</Badge>{' '}
          <DotJoined>
            {paper.year}
            {paper.category && <span className="font-semibold text-accent">{paper.category}</span>}
          </DotJoined>
        </>
      }
      links={<PaperActions paper={paper} standalone />}
    >
      <PaperDetails paper={paper} headingLevel={2} />
      {/* The Cite control's Copy: this page has no app to answer it (src/lib/cite-copy-script.ts). */}
      <script dangerouslySetInnerHTML={{ __html: CITE_COPY_SCRIPT }} />
    </ItemPage>
  );
}
