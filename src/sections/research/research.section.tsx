import { ItemModalSlot } from '../../components/chunk-boundary';
import { FetchingSign } from '../../components/fetching-sign';
import { preloadable } from '../../components/preloadable';
import { Section } from '../../components/section';
import { StatList } from '../../components/stat-list';
import * as content from '../../content';
import { publications } from '../../content';
import { useItemAddress } from '../../hooks/use-item-address';
import { useLoadNear } from '../../hooks/use-load-near';
import { PAPERS_BIB } from '../../lib/citations';
import { Icon } from '../../components/icon';
import { statRow } from '../../lib/stats';
import { PaperCard } from './paper-card';
import type { HydrateWhen } from '../../lib/islands';
import { t } from '../../words';

// The modal is its own chunk, fetched when the section comes near (or a shared link opens it).
const { Component: PaperDialog, preload: loadDialog } = preloadable(() =>
  import('./paper-dialog').then((m) => m.PaperDialog),
);

const sectionElement = () => document.getElementById('research');

/** The paper modals, once the section comes within a screen. */
export const hydrate: HydrateWhen = 'near';

export default function Research() {
  const { id, open, close } = useItemAddress('paper', publications);
  useLoadNear('research', loadDialog);
  const selected = publications.find((p) => p.id === id) ?? null;
  const stats = statRow(content.stats.research, content);

  return (
    <Section id="research" title={t('research.title')} subtitle={t('research.subtitle')} tinted>
      <StatList
        stats={stats}
        label={t('research.stats')}
        className="mx-auto max-w-4xl grid-cols-2 md:grid-cols-4"
      />
      <ul className="card-list mx-auto mt-12 grid max-w-5xl grid-cols-1 gap-8">
        {publications.map((paper) => (
          <li key={paper.id}>
            <PaperCard paper={paper} onOpen={() => open(paper.id)} />
          </li>
        ))}
      </ul>
      {publications.length > 0 && (
        <p className="mx-auto mt-8 max-w-5xl text-center">
          <a
            href={`${import.meta.env.BASE_URL}${PAPERS_BIB}`}
            download
            className="inline-flex items-center gap-2 font-semibold text-accent hover:text-accent-strong"
          >
            <Icon name="download" className="size-4" />
            {t('research.bibAll')}
          </a>
        </p>
      )}
      {selected && (
        <ItemModalSlot kind="paper" item={selected}>
          <PaperDialog
            paper={selected}
            onClose={close}
            fallbackFocus={sectionElement}
            whileFetching={<FetchingSign title={selected.title} />}
          />
        </ItemModalSlot>
      )}
    </Section>
  );
}
