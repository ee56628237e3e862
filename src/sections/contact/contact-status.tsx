import { useEffect, useRef, type ReactNode } from 'react';
import type { ContactStatus } from '../../lib/contact-form-state';
import { statusMessage } from '../../lib/contact-form-state';
import { cn } from '../../lib/cn';
import { nearestTargetY, scrollToY } from '../../lib/scroll';

export interface ContactStatusProps {
  status: ContactStatus;
  /** Shown below the status line, such as the offer of the visitor's mail app. */
  children?: ReactNode;
  className?: string;
}

/**
 * One live region, present from the start, so screen readers announce each outcome; each outcome
 * of a press of Send is brought into view too, as the form may be taller than the screen. A late
 * answer (after `unanswered`) is announced, but does not pull a visitor reading elsewhere back.
 */
export function ContactStatusMessage({ status, children, className }: ContactStatusProps) {
  const message = statusMessage(status);
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef(status);
  useEffect(() => {
    const element = ref.current;
    const answersThePress = before.current === 'sending';
    before.current = status;
    if (!message || !element || !answersThePress) return;
    // The page's own smooth scroll, not the browser's: it aims again on every frame, so a section
    // above that grows meanwhile (and the page's making up for it, which would stop the
    // browser's) does not leave the outcome short of the view.
    void scrollToY(() => nearestTargetY(element));
  }, [status, message]);
  return (
    <div ref={ref} className={cn('scroll-mb-4', className)}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {message && (
          <p
            className={cn(
              'mt-4 rounded-xl px-4 py-3 text-sm font-medium',
              status === 'success'
                ? 'bg-success-bg text-success-fg'
                : status === 'error'
                  ? 'bg-danger-bg text-danger-fg'
                  : 'bg-accent-soft text-fg',
            )}
          >
            {message}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
