import { describe, expect, it } from 'vitest';
import { figuresTypeFromTypes } from './figures-type';

const OLD = `// My figures.

export interface Figures {
  cgpa: string;
  trainingHours: string;
}

export const figures: Figures = {
  cgpa: '3.9',
  trainingHours: '120',
};
`;

describe('figuresTypeFromTypes', () => {
  it('takes the Figures type from types.ts in place of its own', () => {
    const { text, changes } = figuresTypeFromTypes(OLD, 'figures.ts');
    expect(text).toBe(`// My figures.

import type { Figures } from './types';

export const figures: Figures = {
  cgpa: '3.9',
  trainingHours: '120',
};
`);
    expect(changes).toHaveLength(1);
    expect(figuresTypeFromTypes(text, 'figures.ts')).toEqual({ text, changes: [] });
  });
});
