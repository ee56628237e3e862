import { describe, expect, it } from 'vitest';
import { paperStatusTone, projectStatusTone } from './status';

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
