import { Icon } from '../../components/icon';
import { TagList } from '../../components/tag-list';
import type { Project } from '../../content/types';
import { langOf, t } from '../../words';

export interface ProjectDetailsProps {
  project: Project;
  /** h3 inside the modal (its title is the h2), h2 on the project's own page. */
  headingLevel: 2 | 3;
}

/** Everything about a project past its title: what the modal and the project's page show. */
export function ProjectDetails({ project, headingLevel }: ProjectDetailsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {project.fullDescription && (
        <p dir="auto" lang={langOf(project.fullDescription)} className="leading-relaxed text-muted">
          {project.fullDescription}
        </p>
      )}
      {/* A part the owner left empty is left out, heading and all. */}
      {project.features.length > 0 && (
        <>
          <Heading className="mt-8 text-lg font-semibold text-fg">{t('projects.features')}</Heading>
          <ul className="mt-3 space-y-2.5">
            {project.features.map((feature, index) => (
              <li key={`${index}-${feature}`} className="flex gap-3 text-fg">
                <Icon
                  name="check-circle"
                  className="mt-0.5 size-5 shrink-0 text-accent forced-colors:text-[CanvasText]"
                />
                <span dir="auto" lang={langOf(feature)}>
                  {feature}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {project.tech.length > 0 && (
        <>
          <Heading className="mt-8 text-lg font-semibold text-fg">{t('projects.techUsed')}</Heading>
          <TagList className="mt-3" items={project.tech} label={t('projects.techUsed.label')} />
        </>
      )}
    </>
  );
}
