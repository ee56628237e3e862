import citations from 'virtual:citations';
import { useEffect, useRef, useState } from 'react';
import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { Icon } from '../../components/icon';
import type { Publication } from '../../content/types';
import { paperBibPath } from '../../lib/citations';
import { itemPagePathname } from '../../lib/modal-address';
import { cn } from '../../lib/cn';
import { bringToTopOfDialog } from '../../lib/dialog-scroll';
import { t } from '../../words';
import { CitePanel } from './cite-panel';

const BASE = import.meta.env.BASE_URL;

export interface PaperCiteProps {
  paper: Publication;
  /**
   * On the paper's own page, which ships no app: the panel is in the page from the start, and
   * its Copy button stays hidden until the page's small copy script (src/lib/cite-copy-script.ts)
   * shows it and answers its clicks.
   */
  standalone?: boolean;
  className?: string;
}

/**
 * "Cite": a disclosure holding the paper's citation in each style the build formatted. In the
 * card and the modal the panel is made when the disclosure first opens, so the page's HTML does
 * not carry every paper's citations four times; until the app wakes, it holds the .bib link and
 * a link to the paper's page, which shows every style without JavaScript.
 */
export function PaperCite({ paper, standalone = false, className }: PaperCiteProps) {
  const citation = citations[String(paper.id)];
  const [opened, setOpened] = useState(standalone);
  const details = useRef<HTMLDetailsElement>(null);

  // Opened before the island woke (the toggle came before React did): make the panel now.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);

  // In a modal's foot bar, which stops being pinned while it is open, the dialog brings an opened
  // disclosure to the top of the view (src/components/dialog.tsx); the first time, the panel is
  // made after that, so it is brought up again once it is there.
  useEffect(() => {
    const element = details.current;
    if (opened && !standalone && element?.open && element.closest('[data-dialog-foot]')) {
      bringToTopOfDialog(element);
    }
  }, [opened, standalone]);

  if (!citation) return null;

  const bibLink = (
    <a
      href={`${import.meta.env.BASE_URL}${paperBibPath(paper)}`}
      download
      aria-label={t('research.cite.bibFor', { title: paper.title })}
      className={COMPACT_SECONDARY}
    >
      <Icon name="download" className="size-4" />
      <bdi dir="ltr">{t('research.cite.bib')}</bdi>
    </a>
  );

  return (
    <details
      ref={details}
      data-cite
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      // A row of its own, open or closed: taking the row only when open moved Cite from beside the
      // other buttons to the line below, out from under the pointer that opened it.
      className={cn('min-w-0 basis-full print:hidden', className)}
    >
      <summary
        aria-label={t('research.citeFor', { title: paper.title })}
        className={cn(
          COMPACT_SECONDARY,
          'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <Icon name="quote" className="size-4" />
        {t('research.cite')}
      </summary>
      {opened ? (
        <CitePanel citation={citation} bibLink={bibLink} standalone={standalone} />
      ) : (
        // Until the app wakes, or without JavaScript: the .bib, and the paper's own page, which
        // shows every style with no script.
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {bibLink}
          <a
            href={itemPagePathname(BASE, 'paper', paper)}
            aria-label={t('research.cite.stylesFor', { title: paper.title })}
            className={COMPACT_SECONDARY}
          >
            <Icon name="quote" className="size-4" />
            {t('research.cite.styles')}
          </a>
        </div>
      )}
    </details>
  );
}
