import { Badge } from '../components/badge';
import { CodeLinkButton } from '../components/code-link-button';
import { COMPACT_PRIMARY } from '../components/compact-button-styles';
import { GradientIcon } from '../components/gradient-icon';
import type { Publication } from '../content/types';
import { paperStatusTone } from '../lib/status';
import { PaperDetails } from '../sections/research/paper-details';
import { PaperLinks } from '../sections/research/paper-links';
import { ItemPage } from './item-page';

export interface PaperPageProps {
  paper: Publication;
  home: string;
}

/** /research/<slug>/: what the paper's modal shows, as a page of its own. */
export function PaperPage({ paper, home }: PaperPageProps) {
  return (
    <ItemPage
      home={home}
      section="research"
      sectionLabel="Research"
      title={paper.title}
      header={<GradientIcon name={paper.icon} gradient={paper.gradient} />}
      meta={
        <>
          <Badge tone={paperStatusTone(paper.status)}>{paper.status}</Badge>
          <span>{paper.year}</span>
          <span aria-hidden="true">·</span>
          <span className="font-semibold text-accent">{paper.category}</span>
        </>
      }
      links={
        <>
          <CodeLinkButton
            href={paper.github}
            label="View Code"
            text="View Code"
            unavailableText="Not Available"
            className={COMPACT_PRIMARY}
          />
          <PaperLinks paper={paper} />
        </>
      }
    >
      <PaperDetails paper={paper} headingLevel={2} />
    </ItemPage>
  );
}
