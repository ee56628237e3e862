import type { ContactStatus } from '../../lib/contact-form-state';
import { statusMessage } from '../../lib/contact-form-state';
import { cn } from '../../lib/cn';

export interface ContactStatusProps {
  status: ContactStatus;
  className?: string;
}

/** One live region, present from the start, so screen readers announce each outcome. */
export function ContactStatusMessage({ status, className }: ContactStatusProps) {
  const message = statusMessage(status);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {message && (
        <p
          className={cn(
            'mt-4 rounded-xl px-4 py-3 text-sm font-medium',
            status === 'success' ? 'bg-success-bg text-success-fg' : 'bg-danger-bg text-danger-fg',
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}
