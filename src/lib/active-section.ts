import type { SectionId } from '../config/sections';

export interface SectionBox {
  id: SectionId;
  /** Distance from the top of the viewport to the section's top edge, in px. */
  top: number;
  /** Distance from the top of the viewport to the section's bottom edge, in px. */
  bottom: number;
}

/**
 * The section the visitor is reading: the one that spans a line a third of the way down the
 * viewport below the bar. At the very bottom of the page the last section wins, however short.
 */
export function pickActiveSection(
  boxes: readonly SectionBox[],
  viewportHeight: number,
  navHeight: number,
  atPageBottom: boolean,
): SectionId | null {
  if (boxes.length === 0) return null;
  if (atPageBottom) return boxes[boxes.length - 1].id;
  const line = navHeight + (viewportHeight - navHeight) / 3;
  const hit = boxes.find((box) => box.top <= line && box.bottom > line);
  return hit?.id ?? null;
}
