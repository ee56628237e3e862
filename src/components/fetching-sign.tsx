import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { langOf, tParts } from '../words';
import { Icon } from './icon';

/**
 * Says, at the foot of the screen, that the item the visitor opened is on its way: a modal whose
 * code comes slowly (preloadable.tsx's `whileFetching`). Its live region is on the page before its
 * words, so that screen readers read them out. It is drawn in <body>: a section's own layout
 * (its containment, a transform) would hold a fixed box inside the section, out of view.
 */
export function FetchingSign({ title }: { title: string }) {
  const [said, setSaid] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSaid(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-80 flex justify-center px-4 print:hidden">
      <p
        role="status"
        className={
          said
            ? 'flex max-w-full items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-fg shadow-lg'
            : 'sr-only'
        }
      >
        {said && (
          <>
            <Icon name="loader" className="size-4 shrink-0 motion-safe:animate-spin" />
            <span className="min-w-0 truncate">
              {tParts('dialog.loading', {
                title: <bdi lang={langOf(title)}>{title}</bdi>,
              })}
            </span>
          </>
        )}
      </p>
    </div>,
    document.body,
  );
}
