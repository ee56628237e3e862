import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, PUBLICATION_STATUSES } from '../content/types';
import { en } from '../words/en';
import { paperStatusKey, paperStatusTone, projectStatusKey, projectStatusTone } from './status';

describe('status tones', () => {
  it('is green only for a completed project', () => {
    expect(projectStatusTone('Completed')).toBe('success');
    expect(projectStatusTone('In Progress')).toBe('warning');
  });

  it('is green only for a published paper', () => {
    expect(paperStatusTone('Published')).toBe('success');
    for (const status of ['Under Review', 'Under Progress', 'Accepted'] as const) {
      expect(paperStatusTone(status)).toBe('warning');
    }
  });
});

describe('status words', () => {
  it('has a dictionary entry for every status content may give', () => {
    for (const status of PROJECT_STATUSES) expect(en).toHaveProperty([projectStatusKey(status)]);
    for (const status of PUBLICATION_STATUSES) expect(en).toHaveProperty([paperStatusKey(status)]);
  });
});
