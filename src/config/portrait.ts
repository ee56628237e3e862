// The hero photo's display widths. Keep them in step with the hero's `w-56 sm:w-64 lg:w-80`:
// the build renders each at 1x and 2x, and `sizes` tells the browser which one it needs.

/** Displayed width from each breakpoint up (px of the viewport → px of the photo), widest last. */
export const PORTRAIT_DISPLAY_PX = [
  { fromViewportPx: 0, widthPx: 224 },
  { fromViewportPx: 640, widthPx: 256 },
  { fromViewportPx: 1024, widthPx: 320 },
] as const;

/** Every width the build writes: each display width at 1x and 2x, smallest first. */
export const PORTRAIT_RENDITIONS_PX = [
  ...new Set(PORTRAIT_DISPLAY_PX.flatMap(({ widthPx }) => [widthPx, widthPx * 2])),
].sort((a, b) => a - b);

/** The `sizes` attribute: "(min-width: 1024px) 320px, (min-width: 640px) 256px, 224px". */
export const PORTRAIT_SIZES = [...PORTRAIT_DISPLAY_PX]
  .reverse()
  .map(({ fromViewportPx, widthPx }) =>
    fromViewportPx === 0 ? `${widthPx}px` : `(min-width: ${fromViewportPx}px) ${widthPx}px`,
  )
  .join(', ');

/** What the page needs to show the photo: made by the build (scripts/assets/portrait.ts). */
export interface Portrait {
  /** The fallback image (a JPEG in a build). */
  src: string;
  /** The `srcset` of the fallback image; empty where there is one size only. */
  srcSet: string;
  /** Modern formats, best first, for `<source>` elements. */
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
}
