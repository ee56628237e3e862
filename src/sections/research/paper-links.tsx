import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import type { Publication } from '../../content/types';
import { arxivUrl, doiUrl } from '../../lib/paper-links';
import { Icon } from '../../components/icon';
import { t } from '../../words';

export interface PaperLinksProps {
  paper: Publication;
}

/** DOI and arXiv links where the paper has them; nothing for null values. */
export function PaperLinks({ paper }: PaperLinksProps) {
  const doi = doiUrl(paper.doi);
  const arxiv = arxivUrl(paper.arxiv);
  return (
    <>
      {doi && (
        <a
          href={doi}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('link.newTab', { label: t('research.doiFor', { title: paper.title }) })}
          className={COMPACT_SECONDARY}
        >
          <Icon name="link" className="size-4" />
          {t('research.doi')}
        </a>
      )}
      {arxiv && (
        <a
          href={arxiv}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('link.newTab', { label: t('research.arxivFor', { title: paper.title }) })}
          className={COMPACT_SECONDARY}
        >
          <Icon name="book-open" className="size-4" />
          {t('research.arxiv')}
        </a>
      )}
    </>
  );
}
