import { useId } from 'react';
import { Badge } from '../../components/badge';
import { COMPACT_PRIMARY, COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { CodeLinkButton } from '../../components/code-link-button';
import { ExternalLinkButton } from '../../components/external-link-button';
import { GradientIcon } from '../../components/gradient-icon';
import { TagList } from '../../components/tag-list';
import { VISIBLE_TECH_TAGS } from '../../config/site';
import type { Project } from '../../content/types';
import { cn } from '../../lib/cn';
import { accentGradient } from '../../config/palette';
import { categories } from '../../content';
import { categoryAccent } from '../../lib/projects';
import { projectStatusKey, projectStatusTone } from '../../lib/status';
import { Icon } from '../../components/icon';
import { ItemOpener } from '../../components/item-opener';
import { langOf, t, tParts } from '../../words';

export interface ProjectCardProps {
  project: Project;
  /** Asked to show the project's details (its id), as the same function for every card. */
  onInfo: (id: number) => void;
  className?: string;
}

export function ProjectCard({ project, onInfo, className }: ProjectCardProps) {
  const titleId = useId();
  const accent = categoryAccent(categories.projects, project.category);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm',
        'transition duration-300 hover:border-accent/40 hover:shadow-xl motion-safe:hover:-translate-y-1',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn('h-1.5 bg-gradient-to-r rtl:bg-gradient-to-l', accentGradient(accent))}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-3">
          <GradientIcon name={project.icon} accent={accent} />
          <div className="flex flex-wrap items-center justify-end gap-2">
            <span className="text-sm font-medium whitespace-nowrap text-muted">{project.year}</span>
            <Badge tone={projectStatusTone(project.status)}>
              {t(projectStatusKey(project.status))}
            </Badge>
          </div>
        </div>
        <h3 id={titleId} className="mt-5 text-xl font-bold text-fg">
          <bdi lang={langOf(project.title)}>{project.title}</bdi>
        </h3>
        <p className="mt-1 text-sm font-semibold text-accent">{project.category}</p>
        <p
          dir="auto"
          lang={langOf(project.description)}
          className="mt-3 line-clamp-2 print:line-clamp-none text-sm leading-relaxed text-muted"
        >
          {project.description}
        </p>
        <TagList
          className="mt-4"
          items={project.tech}
          limit={VISIBLE_TECH_TAGS}
          label={t('projects.card.tech')}
          more={(count) =>
            tParts('tags.more', {
              count,
              more: (
                <span key="more" className="sr-only">
                  {t('tags.more.word')}
                </span>
              ),
            })
          }
        />
        <div className="mt-auto flex flex-wrap gap-2 pt-6">
          <CodeLinkButton
            href={project.github}
            label={t('link.codeFor', { title: project.title })}
            text={t('link.code')}
            unavailableText={t('link.na')}
            className={COMPACT_SECONDARY}
          />
          <ExternalLinkButton
            href={project.live}
            label={t('projects.card.liveFor', { title: project.title })}
            unavailableText={
              <>
                <Icon name="external-link" className="size-4" />
                {t('link.na')}
              </>
            }
            unavailableTitle={t('projects.liveUnavailable')}
            className={COMPACT_SECONDARY}
          >
            <Icon name="external-link" className="size-4" />
            {t('projects.card.live')}
          </ExternalLinkButton>
          <ItemOpener
            kind="project"
            item={project}
            onOpen={() => onInfo(project.id)}
            aria-label={t('projects.card.infoAbout', { title: project.title })}
            // On paper it opens nothing; the card above it is what it shows.
            className={cn(COMPACT_PRIMARY, 'print:hidden')}
          >
            <Icon name="info" className="size-4" />
            {t('projects.card.info')}
          </ItemOpener>
        </div>
      </div>
    </article>
  );
}
