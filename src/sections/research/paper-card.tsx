import { useId } from 'react';
import { paperVenue } from '../../lib/text';
import { Badge } from '../../components/badge';
import { COMPACT_PRIMARY, COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { CodeLinkButton } from '../../components/code-link-button';
import { GradientIcon } from '../../components/gradient-icon';
import { TagList } from '../../components/tag-list';
import { VISIBLE_KEYWORDS } from '../../config/site';
import type { Publication } from '../../content/types';
import { cn } from '../../lib/cn';
import { paperStatusKey, paperStatusTone } from '../../lib/status';
import { PaperAuthors } from './paper-authors';
import { PaperCite } from './paper-cite';
import { PaperLinks } from './paper-links';
import { PaperResults } from './paper-results';
import { Icon } from '../../components/icon';
import { ItemOpener } from '../../components/item-opener';
import { langOf, t } from '../../words';
import { DotJoined } from '../../components/dot-joined';

export interface PaperCardProps {
  paper: Publication;
  onOpen: () => void;
  className?: string;
}

/**
 * The whole card opens the paper: its title opens it and its overlay stretches over the card, so
 * a click anywhere (or Enter on the title) opens it, while Code and Details sit above the overlay.
 */
export function PaperCard({ paper, onOpen, className }: PaperCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8',
        'transition duration-300 hover:border-accent/40 hover:shadow-xl motion-safe:hover:-translate-y-1',
        className,
      )}
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <GradientIcon name={paper.icon} accent={paper.accent} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <Badge tone={paperStatusTone(paper.status)}>{t(paperStatusKey(paper.status))}</Badge>
            <DotJoined>
              {paper.year}
              {paper.category && (
                <span className="font-semibold text-accent">{paper.category}</span>
              )}
            </DotJoined>
          </p>
          <h3 id={titleId} className="mt-3 text-xl leading-snug font-bold text-fg">
            <ItemOpener
              kind="paper"
              item={paper}
              onOpen={onOpen}
              className={cn(
                'inline-block cursor-pointer text-start transition-colors group-hover:text-accent',
                "after:absolute after:inset-0 after:rounded-2xl after:content-['']",
                'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
              )}
            >
              <bdi lang={langOf(paper.title)}>{paper.title}</bdi>
            </ItemOpener>
          </h3>
          <PaperAuthors authors={paper.authors} short className="mt-2" />
          {paperVenue(paper) && (
            <p className="mt-1 text-sm text-muted">
              <bdi>{paperVenue(paper)}</bdi>
            </p>
          )}
          {/* An imported paper may have no abstract, keywords or results yet: no empty gap. */}
          {paper.abstract && (
            <p
              dir="auto"
              lang={langOf(paper.abstract)}
              className="mt-4 line-clamp-3 print:line-clamp-none text-sm leading-relaxed text-muted"
            >
              {paper.abstract}
            </p>
          )}
          <TagList
            className="mt-4"
            items={paper.keywords}
            limit={VISIBLE_KEYWORDS}
            more={(count) => t('tags.more', { count, more: t('tags.more.word') })}
            label={t('research.keywords')}
          />
          <PaperResults paper={paper} className="mt-5" />
          <div className="relative z-10 mt-6 flex flex-wrap gap-2">
            <CodeLinkButton
              href={paper.github}
              label={t('link.codeFor', { title: paper.title })}
              text={t('link.code')}
              unavailableText={t('link.na')}
              className={COMPACT_SECONDARY}
            />
            <PaperLinks paper={paper} />
            <ItemOpener
              kind="paper"
              item={paper}
              onOpen={onOpen}
              aria-label={t('research.detailsFor', { title: paper.title })}
              // On paper it opens nothing; the card above it is what it shows.
              className={cn(COMPACT_PRIMARY, 'print:hidden')}
            >
              <Icon name="file-text" className="size-4" />
              {t('research.details')}
            </ItemOpener>
            <PaperCite paper={paper} />
          </div>
        </div>
      </div>
    </article>
  );
}
