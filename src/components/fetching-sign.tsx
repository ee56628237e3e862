import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { UiIconName } from './icon';
import { langOf, tParts } from '../words';
import { Icon } from './icon';
import { cn } from '../lib/cn';

/**
 * A few words at the foot of the screen about what the visitor just asked for, in a live region
 * that is on the page before its words, so that screen readers read them out. It is drawn in
 * <body>: a section's own layout (its containment, a transform) would hold a fixed box inside the
 * section, out of view.
 */
export function FootSign({
  icon,
  spin = false,
  oneLine = false,
  children,
}: {
  icon: UiIconName;
  /** The icon turns (where motion is welcome): something is on its way. */
  spin?: boolean;
  /** The words are cut to one line (a long title), rather than wrapped. */
  oneLine?: boolean;
  children: ReactNode;
}) {
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
            ? cn(
                'flex max-w-full items-center gap-2 border border-border bg-surface px-4 py-2 text-sm font-medium text-fg shadow-lg',
                oneLine ? 'rounded-full' : 'rounded-2xl',
              )
            : 'sr-only'
        }
      >
        {said && (
          <>
            <Icon
              name={icon}
              className={cn('size-4 shrink-0', spin && 'motion-safe:animate-spin')}
            />
            <span className={cn('min-w-0', oneLine && 'truncate')}>{children}</span>
          </>
        )}
      </p>
    </div>,
    document.body,
  );
}

/** Says that the item the visitor opened is on its way: a modal whose code comes slowly. */
export function FetchingSign({ title }: { title: string }) {
  return (
    <FootSign icon="loader" spin oneLine>
      {tParts('dialog.loading', {
        title: (
          <bdi key="title" lang={langOf(title)}>
            {title}
          </bdi>
        ),
      })}
    </FootSign>
  );
}
