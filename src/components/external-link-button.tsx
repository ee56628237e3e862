import type { ReactNode } from 'react';
import { COMPACT_UNAVAILABLE } from './compact-button-styles';
import { t } from '../words';

export interface ExternalLinkButtonProps {
  /** The address, or null where the item has none. */
  href: string | null;
  /** The accessible name when the link exists; it must start with the visible text. */
  label: string;
  /** Shown instead of the link when `href` is null, e.g. 'N/A'. */
  unavailableText: ReactNode;
  /** The reason, as a tooltip and description, e.g. 'Source code not available'. */
  unavailableTitle: string;
  className: string;
  children: ReactNode;
}

/** A link that opens in a new tab, or a disabled button saying why there is none. */
export function ExternalLinkButton({
  href,
  label,
  unavailableText,
  unavailableTitle,
  className,
  children,
}: ExternalLinkButtonProps) {
  if (!href) {
    return (
      <button type="button" disabled title={unavailableTitle} className={COMPACT_UNAVAILABLE}>
        {unavailableText}
        {/* Its name says what is missing ("N/A (Code not available)"), not "N/A" alone, in a
            screen reader's list of buttons too, where the tooltip is not read. */}
        <span className="sr-only">{` (${unavailableTitle})`}</span>
      </button>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('link.newTab', { label })}
      className={className}
    >
      {children}
    </a>
  );
}
