import { useId } from 'react';
import { HAS_LANGUAGE_SWITCH, LanguageSwitch } from '../../components/language-switch';
import { itemHash } from '../../lib/hash-item';
import { itemPageTitle } from '../../lib/item-address';
import { Badge } from '../../components/badge';
import { COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { Dialog } from '../../components/dialog';
import { GradientIcon } from '../../components/gradient-icon';
import type { Project } from '../../content/types';
import { categories, profile } from '../../content';
import { categoryAccent } from '../../lib/projects';
import { projectStatusKey, projectStatusTone } from '../../lib/status';
import { ProjectDetails } from './project-details';
import { ProjectLinks } from './project-links';
import { ProjectShare } from './project-share';
import { langOf, t } from '../../words';
import { DotJoined } from '../../components/dot-joined';

export interface ProjectDialogProps {
  project: Project;
  onClose: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

export function ProjectDialog({ project, onClose, fallbackFocus }: ProjectDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      fallbackFocus={fallbackFocus}
      pageTitle={itemPageTitle(project.title, profile.name)}
      controls={
        HAS_LANGUAGE_SWITCH ? (
          <LanguageSwitch openItem={itemHash('project', project.id)} />
        ) : undefined
      }
      header={
        <div className="flex items-start gap-4">
          <span className="hidden sm:block">
            <GradientIcon
              name={project.icon}
              accent={categoryAccent(categories.projects, project.category)}
            />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold text-fg sm:text-2xl">
              <bdi lang={langOf(project.title)}>{project.title}</bdi>
            </h2>
            <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <DotJoined>
                <span className="font-semibold text-accent">{project.category}</span>
                {project.year}
              </DotJoined>
              <Badge tone={projectStatusTone(project.status)}>
                {t(projectStatusKey(project.status))}
              </Badge>
            </p>
          </div>
        </div>
      }
      footer={
        // Keyed, so Share's message starts afresh when Back or Forward shows another project.
        <div key={project.id} className="flex flex-wrap items-center gap-3">
          <ProjectLinks project={project} />
          <ProjectShare />
          {/* On a phone the top bar, with its Close, scrolls away (src/components/dialog.tsx):
              this bar, which stays, has one too, as a paper's has at every width. */}
          <button type="button" onClick={onClose} className={`${COMPACT_SECONDARY} sm:hidden`}>
            {t('dialog.close')}
          </button>
        </div>
      }
    >
      <ProjectDetails project={project} headingLevel={3} />
    </Dialog>
  );
}
