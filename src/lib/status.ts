import type { ProjectStatus, PublicationStatus } from '../content/types';
import type { WordKey } from '../words/types';

export type StatusTone = 'success' | 'warning';

/** Green for a finished project, yellow for anything else. */
export function projectStatusTone(status: ProjectStatus): StatusTone {
  return status === 'Completed' ? 'success' : 'warning';
}

/** Green only once a paper is published, yellow for anything else. */
export function paperStatusTone(status: PublicationStatus): StatusTone {
  return status === 'Published' ? 'success' : 'warning';
}

// A status is a value from a fixed list, the same in every language; the page shows the
// dictionary's word for it, so each key is the value itself under its kind.
type ProjectStatusKey = `status.project.${ProjectStatus}` & WordKey;
type PaperStatusKey = `status.paper.${PublicationStatus}` & WordKey;

/** The dictionary key of a project's status: `t(projectStatusKey(project.status))`. */
export const projectStatusKey = (status: ProjectStatus): ProjectStatusKey =>
  `status.project.${status}`;

/** The dictionary key of a paper's status: `t(paperStatusKey(paper.status))`. */
export const paperStatusKey = (status: PublicationStatus): PaperStatusKey =>
  `status.paper.${status}`;
