import { Badge } from '../components/badge';
import { GradientIcon } from '../components/gradient-icon';
import type { Project } from '../content/types';
import { categories } from '../content';
import { categoryAccent } from '../lib/projects';
import { projectStatusKey, projectStatusTone } from '../lib/status';
import { ProjectDetails } from '../sections/projects/project-details';
import { ProjectLinks } from '../sections/projects/project-links';
import { itemPath, itemSlug } from '../lib/item-address';
import { ItemPage } from './item-page';
import { t } from '../words';
import { DotJoined } from '../components/dot-joined';

export interface ProjectPageProps {
  project: Project;
  home: string;
}

/** /projects/<slug>/: what the project's modal shows, as a page of its own. */
export function ProjectPage({ project, home }: ProjectPageProps) {
  return (
    <ItemPage
      home={home}
      path={itemPath('project', itemSlug(project))}
      section="projects"
      sectionLabel={t('nav.projects')}
      backLabel={t('projects.page.back')}
      title={project.title}
      header={
        <GradientIcon
          name={project.icon}
          accent={categoryAccent(categories.projects, project.category)}
        />
      }
      meta={
        <>
          {/* Spaced, so that its text (search's excerpt) reads as words. */}
          <DotJoined>
            <span className="font-semibold text-accent">{project.category}</span>
            {project.year}
          </DotJoined>{' '}
          <Badge tone={projectStatusTone(project.status)}>
            {t(projectStatusKey(project.status))}
          </Badge>
        </>
      }
      links={<ProjectLinks project={project} />}
    >
      <ProjectDetails project={project} headingLevel={2} />
    </ItemPage>
  );
}
