/**
 * The ids of the sections still standing at their guessed height: skipped by
 * `content-visibility: auto` and not yet laid out once (src/lib/lay-out-sections.ts). Run in the
 * page. Each is compared with its height laid out in full; the section's own style is put back
 * before the next frame, and scroll anchoring is held off meanwhile, so looking moves nothing.
 */
export const guessedSections = (): string[] => {
  const html = document.documentElement;
  const anchoring = html.style.overflowAnchor;
  html.style.overflowAnchor = 'none';
  const guessed = [...document.querySelectorAll<HTMLElement>('.page-section')]
    .filter((section) => {
      const height = section.getBoundingClientRect().height;
      const before = section.style.contentVisibility;
      section.style.contentVisibility = 'visible';
      const full = section.getBoundingClientRect().height;
      section.style.contentVisibility = before;
      return Math.abs(height - full) >= 1;
    })
    .map((section) => section.id);
  html.style.overflowAnchor = anchoring;
  return guessed;
};
