import type { ReactNode } from 'react';
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
  /**
   * Shown after the links, before Cite: the modal's Close, which so shares the first row instead
   * of taking a third below Cite's own.
   */
  beforeCite?: ReactNode;
}

/**
 * View Code (or "Not Available"), DOI and arXiv where present, then Cite: the modal's and the
 * page's.
 */
export function PaperActions({ paper, standalone = false, beforeCite }: PaperActionsProps) {
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
      {beforeCite}
      <PaperCite paper={paper} standalone={standalone} />
    </>
  );
}
