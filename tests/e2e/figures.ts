import type { Locator } from '@playwright/test';
import * as content from '../../src/content';
import type { Stat } from '../../src/content/types';
import { expectedTiles } from '../stat-tiles';
import { expect } from './fixtures';

/**
 * The row of figures in `scope` shows this row of content, tile by tile: stated values as
 * written, counts made from content, nothing for an empty value or a count of an empty list.
 */
export async function expectTiles(scope: Locator, row: readonly Stat[]): Promise<void> {
  const tiles = expectedTiles(row, content);
  await expect(scope.locator('.stat-list dt')).toHaveText(tiles.map(([label]) => label));
  await expect(scope.locator('.stat-list dd')).toHaveText(tiles.map(([, value]) => value));
}
