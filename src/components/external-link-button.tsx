import type { ReactNode } from 'react';
import { COMPACT_UNAVAILABLE } from './compact-button-styles';
import { t, tParts } from '../words';

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

/** Where the shown text stands in the button's name. */
const SHOWN = { shown: true };

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
    const parts = tParts<'link.unavailable', typeof SHOWN>('link.unavailable', {
      text: SHOWN,
      reason: unavailableTitle,
    });
    // Words that lost their {text} (the content check names them) still say the reason.
    const at = parts.indexOf(SHOWN);
    const sides = at < 0 ? [[], [' ', ...parts]] : [parts.slice(0, at), parts.slice(at + 1)];
    const [before, after] = sides.map((side) =>
      side.filter((part) => typeof part === 'string').join(''),
    );
    return (
      <button type="button" disabled title={unavailableTitle} className={COMPACT_UNAVAILABLE}>
        {/* Its name says what is missing ("N/A (Code not available)"), not "N/A" alone, in a
            screen reader's list of buttons too, where the tooltip is not read: the words around
            the shown text are for the screen reader only. */}
        {before && <span className="sr-only">{before}</span>}
        {unavailableText}
        {after && <span className="sr-only">{after}</span>}
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
