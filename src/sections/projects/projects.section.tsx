import { memo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BUTTON_ICON_AFTER, BUTTON_SECONDARY } from '../../components/button-styles';
import { ChangingText } from '../../components/changing-text';
import { ItemModalSlot } from '../../components/chunk-boundary';
import { FetchingSign } from '../../components/fetching-sign';
import { preloadable } from '../../components/preloadable';
import { Section } from '../../components/section';
import { projects } from '../../content';
import { useItemAddress } from '../../hooks/use-item-address';
import { useLoadNear } from '../../hooks/use-load-near';
import { cn } from '../../lib/cn';
import { ALL_PROJECTS, projectView, type ProjectFilter } from '../../lib/projects';
import { revealAndFocus } from '../../lib/reveal-focus';
import { ProjectCard } from './project-card';
import { ProjectFilters } from './project-filters';
import { Icon } from '../../components/icon';
import type { HydrateWhen } from '../../lib/islands';
import { formatNumber, t, tParts } from '../../words';

// The modal is its own chunk, fetched when the section comes near (or a shared link opens it).
const { Component: ProjectDialog, preload: loadDialog } = preloadable(() =>
  import('./project-dialog').then((m) => m.ProjectDialog),
);

const GRID_ID = 'project-grid';
// A filter or an opened modal renders the section again; the cards, unchanged, are skipped.
const Card = memo(ProjectCard);
const sectionElement = () => document.getElementById('projects');

/** The filter and the modals, once the section comes within a screen (its modal's chunk follows). */
export const hydrate: HydrateWhen = 'near';

export default function Projects() {
  const [filter, setFilter] = useState<ProjectFilter>(ALL_PROJECTS);
  const [showAll, setShowAll] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const { id, open, close } = useItemAddress('project', projects);
  useLoadNear('projects', loadDialog);
  const view = projectView(projects, filter, showAll);
  const shown = new Set(view.visible.map((p) => p.id));
  const selected = projects.find((p) => p.id === id) ?? null;

  const choose = (next: ProjectFilter) => {
    setFilter(next);
    setShowAll(false);
  };

  const toggle = () => {
    const collapsing = showAll;
    if (!collapsing) {
      // The cards shown may stand before the button: the focus goes to the first of them.
      revealAndFocus(gridRef.current, () => flushSync(() => setShowAll(true)));
      return;
    }
    // Commit the shorter list first, then bring the button (which keeps focus) back into view.
    flushSync(() => setShowAll(false));
    toggleRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <Section id="projects" title={t('projects.title')} subtitle={t('projects.subtitle')}>
      {/* Without JavaScript every card shows, so neither the filter nor the count has a job. */}
      <div className="print:hidden noscript:hidden">
        <ProjectFilters value={filter} onChange={choose} />
        <p aria-live="polite" aria-atomic="true" className="mt-6 text-center text-sm text-muted">
          {tParts('projects.showing', {
            // "1 of 1 project": the noun agrees with the total.
            count: view.total,
            shown: (
              <span key="shown" className="font-semibold text-fg">
                {formatNumber(view.visible.length)}
              </span>
            ),
            total: (
              <span key="total" className="font-semibold text-fg">
                {formatNumber(view.total)}
              </span>
            ),
          })}
        </p>
      </div>
      {/* Cards not shown stay in the markup, hidden, so print and a page without JavaScript show
          every project. */}
      <ul
        ref={gridRef}
        id={GRID_ID}
        aria-label={t('projects.list')}
        className="card-list card-grid mt-8 md:card-cols-2 lg:card-cols-3"
      >
        {projects.map((project) => {
          const hidden = !shown.has(project.id);
          return (
            <li key={project.id} hidden={hidden} className={hidden ? 'print-reveal' : undefined}>
              <Card project={project} onInfo={open} />
            </li>
          );
        })}
      </ul>
      {view.canToggle && (
        <div className="mt-10 flex justify-center print:hidden noscript:hidden">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={showAll}
            aria-controls={GRID_ID}
            onClick={toggle}
            className={BUTTON_SECONDARY}
          >
            <ChangingText>
              {showAll ? t('projects.showLess') : t('projects.viewAll', { count: view.total })}
            </ChangingText>
            <Icon
              name="chevron-down"
              className={cn(
                BUTTON_ICON_AFTER,
                'motion-safe:transition-transform',
                showAll && 'rotate-180',
              )}
            />
          </button>
        </div>
      )}
      {selected && (
        <ItemModalSlot kind="project" item={selected}>
          <ProjectDialog
            project={selected}
            onClose={close}
            fallbackFocus={sectionElement}
            whileFetching={<FetchingSign title={selected.title} />}
          />
        </ItemModalSlot>
      )}
    </Section>
  );
}
