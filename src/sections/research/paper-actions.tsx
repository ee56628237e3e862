import { CodeLinkButton } from '../../components/code-link-button';
import { COMPACT_PRIMARY } from '../../components/compact-button-styles';
import type { Publication } from '../../content/types';
import { PaperLinks } from './paper-links';

export interface PaperActionsProps {
  paper: Publication;
}

/** View Code (or "Not Available"), then DOI and arXiv where present: the modal's and the page's. */
export function PaperActions({ paper }: PaperActionsProps) {
  return (
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
  );
}
