import type { ProjectStatus, PublicationStatus } from '../content/types';

export type StatusTone = 'success' | 'warning';

/** Green for a finished project, yellow for anything else. */
export function projectStatusTone(status: ProjectStatus): StatusTone {
  return status === 'Completed' ? 'success' : 'warning';
}

/** Green only once a paper is published, yellow for anything else. */
export function paperStatusTone(status: PublicationStatus): StatusTone {
  return status === 'Published' ? 'success' : 'warning';
}
