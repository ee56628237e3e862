import { CodeLinkButton } from '../../components/code-link-button';
import { COMPACT_PRIMARY, COMPACT_SECONDARY } from '../../components/compact-button-styles';
import { ExternalLinkButton } from '../../components/external-link-button';
import { Icon } from '../../components/icon';
import type { Project } from '../../content/types';
import { t } from '../../words';

export interface ProjectLinksProps {
  project: Project;
}

/** View Code and Live Demo, or "Not Available" for a missing link: the modal's and the page's. */
export function ProjectLinks({ project }: ProjectLinksProps) {
  return (
    <>
      <CodeLinkButton
        href={project.github}
        label={t('link.viewCode')}
        text={t('link.viewCode')}
        unavailableText={t('link.notAvailable')}
        className={COMPACT_SECONDARY}
      />
      <ExternalLinkButton
        href={project.live}
        label={t('projects.liveDemo')}
        unavailableText={
          <>
            <Icon name="external-link" className="size-4" />
            {t('link.notAvailable')}
          </>
        }
        unavailableTitle={t('projects.liveUnavailable')}
        className={COMPACT_PRIMARY}
      >
        <Icon name="external-link" className="size-4" />
        {t('projects.liveDemo')}
      </ExternalLinkButton>
    </>
  );
}
