import { useEffect, useState } from 'react';
import { NAV_HEIGHT_PX } from '../config/site';
import type { SectionId } from '../config/sections';
import { pickActiveSection, type SectionBox } from '../lib/active-section';

/** The id of the section in view, updated at most once a frame while the page scrolls. */
export function useActiveSection(ids: readonly SectionId[]): SectionId | null {
  const [active, setActive] = useState<SectionId | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes: SectionBox[] = [];
      for (const id of ids) {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        if (rect) boxes.push({ id, top: rect.top, bottom: rect.bottom });
      }
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(pickActiveSection(boxes, window.innerHeight, NAV_HEIGHT_PX, atBottom));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);

  return active;
}
