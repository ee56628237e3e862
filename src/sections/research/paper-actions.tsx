import { CodeLinkButton } from '../../components/code-link-button';
import { COMPACT_PRIMARY } from '../../components/compact-button-styles';
import type { Publication } from '../../content/types';
import { PaperLinks } from './paper-links';
import { t } from '../../words';

export interface PaperActionsProps {
  paper: Publication;
}

/** View Code (or "Not Available"), then DOI and arXiv where present: the modal's and the page's. */
export function PaperActions({ paper }: PaperActionsProps) {
  return (
    <>
      <CodeLinkButton
        href={paper.github}
        label={t('link.viewCode')}
        text={t('link.viewCode')}
        unavailableText={t('link.notAvailable')}
        className={COMPACT_PRIMARY}
      />
      <PaperLinks paper={paper} />
    </>
  );
}
