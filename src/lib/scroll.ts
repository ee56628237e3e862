import { NAV_HEIGHT_PX, SMOOTH_SCROLL_MS } from '../config/site';

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

let frame = 0;

/** Scrolls the window to `targetY` over `durationMs`, instantly when motion is reduced. */
export function scrollToY(targetY: number, durationMs = SMOOTH_SCROLL_MS): Promise<void> {
  cancelAnimationFrame(frame);
  const startY = window.scrollY;
  const distance = targetY - startY;
  if (prefersReducedMotion() || durationMs <= 0 || distance === 0) {
    window.scrollTo(0, targetY);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      window.scrollTo(0, startY + distance * easeInOutCubic(t));
      if (t < 1) frame = requestAnimationFrame(step);
      else resolve();
    };
    frame = requestAnimationFrame(step);
  });
}

/** Where a section lands: its top just below the fixed bar (the hero at the very top). */
export function sectionTargetY(element: HTMLElement): number {
  const top = element.getBoundingClientRect().top + window.scrollY;
  return Math.max(0, Math.round(top - NAV_HEIGHT_PX));
}

/** Smoothly scrolls to the section with this id, moves focus there and records the address. */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  history.replaceState(
    history.state,
    '',
    id === 'hero' ? location.pathname + location.search : `#${id}`,
  );
  void scrollToY(sectionTargetY(element)).then(() => {
    // Keyboard and screen-reader users continue from the section they chose.
    element.focus({ preventScroll: true });
  });
}
