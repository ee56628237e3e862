import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import type { Publication } from '../../content/types';
import { paperLinks, type PaperLinkKind } from '../../lib/paper-links';
import { Icon, type SpriteIconName } from '../../components/icon';
import { t, type WordKey } from '../../words';

export interface PaperLinksProps {
  paper: Publication;
}

/** Each kind of link: its icon, the word it shows and the word of its accessible name. */
const LINKS = {
  pdf: { icon: 'file-text', word: 'research.pdf', wordFor: 'research.pdfFor' },
  slides: { icon: 'layout', word: 'research.slides', wordFor: 'research.slidesFor' },
  poster: { icon: 'palette', word: 'research.poster', wordFor: 'research.posterFor' },
  video: { icon: 'monitor', word: 'research.video', wordFor: 'research.videoFor' },
  projectPage: { icon: 'globe', word: 'research.projectPage', wordFor: 'research.projectPageFor' },
  doi: { icon: 'link', word: 'research.doi', wordFor: 'research.doiFor' },
  arxiv: { icon: 'book-open', word: 'research.arxiv', wordFor: 'research.arxivFor' },
} as const satisfies Record<
  PaperLinkKind,
  { icon: SpriteIconName; word: WordKey; wordFor: WordKey }
>;

/** A button for each link the paper has (PDF, slides, ..., DOI, arXiv); nothing for the rest. */
export function PaperLinks({ paper }: PaperLinksProps) {
  return (
    <>
      {paperLinks(paper).map(({ kind, href }) => (
        <a
          key={kind}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('link.newTab', { label: t(LINKS[kind].wordFor, { title: paper.title }) })}
          className={COMPACT_SECONDARY}
        >
          <Icon name={LINKS[kind].icon} className="size-4" />
          {t(LINKS[kind].word)}
        </a>
      ))}
    </>
  );
}
