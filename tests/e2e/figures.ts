import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** A stated figure shows as written; one the owner left empty has no tile at all. */
export async function expectFigure(tile: Locator, value: string): Promise<void> {
  if (value.trim()) await expect(tile).toHaveText(value);
  else await expect(tile).toHaveCount(0);
}
