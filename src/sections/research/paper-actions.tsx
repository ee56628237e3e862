import { CodeLinkButton } from '../../components/code-link-button';
import { COMPACT_PRIMARY } from '../../components/compact-button-styles';
import type { Publication } from '../../content/types';
import { PaperCite } from './paper-cite';
import { PaperLinks } from './paper-links';
import { t } from '../../words';

export interface PaperActionsProps {
  paper: Publication;
  /** On the paper's own page, which ships no app (see PaperCite). */
  standalone?: boolean;
}

/**
 * View Code (or "Not Available"), DOI and arXiv where present, then Cite: the modal's and the
 * page's.
 */
export function PaperActions({ paper, standalone = false }: PaperActionsProps) {
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
      <PaperCite paper={paper} standalone={standalone} />
    </>
  );
}
