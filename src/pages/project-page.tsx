import { Badge } from '../components/badge';
import { CodeLinkButton } from '../components/code-link-button';
import { COMPACT_PRIMARY, COMPACT_SECONDARY } from '../components/compact-button-styles';
import { ExternalLinkButton } from '../components/external-link-button';
import { GradientIcon } from '../components/gradient-icon';
import { Icon } from '../components/icon';
import type { Project } from '../content/types';
import { projectStatusTone } from '../lib/status';
import { CATEGORY_GRADIENT } from '../sections/projects/category-style';
import { ProjectDetails } from '../sections/projects/project-details';
import { ItemPage } from './item-page';

export interface ProjectPageProps {
  project: Project;
  home: string;
}

/** /projects/<slug>/: what the project's modal shows, as a page of its own. */
export function ProjectPage({ project, home }: ProjectPageProps) {
  return (
    <ItemPage
      home={home}
      section="projects"
      sectionLabel="Projects"
      title={project.title}
      header={<GradientIcon name={project.icon} gradient={CATEGORY_GRADIENT[project.category]} />}
      meta={
        <>
          <span className="font-semibold text-accent">{project.category}</span>
          <span aria-hidden="true">·</span>
          <span>{project.year}</span>
          <Badge tone={projectStatusTone(project.status)}>{project.status}</Badge>
        </>
      }
      links={
        <>
          <CodeLinkButton
            href={project.github}
            label="View Code"
            text="View Code"
            unavailableText="Not Available"
            className={COMPACT_SECONDARY}
          />
          <ExternalLinkButton
            href={project.live}
            label="Live Demo"
            unavailableText={
              <>
                <Icon name="external-link" className="size-4" />
                Not Available
              </>
            }
            unavailableTitle="Live demo not available"
            className={COMPACT_PRIMARY}
          >
            <Icon name="external-link" className="size-4" />
            Live Demo
          </ExternalLinkButton>
        </>
      }
    >
      <ProjectDetails project={project} headingLevel={2} />
    </ItemPage>
  );
}
