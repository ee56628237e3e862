import { CodeLinkButton } from '../../components/code-link-button';
import { COMPACT_PRIMARY, COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { ExternalLinkButton } from '../../components/external-link-button';
import { Icon } from '../../components/icon';
import type { Project } from '../../content/types';

export interface ProjectLinksProps {
  project: Project;
}

/** View Code and Live Demo, or "Not Available" for a missing link: the modal's and the page's. */
export function ProjectLinks({ project }: ProjectLinksProps) {
  return (
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
  );
}
