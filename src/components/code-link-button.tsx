import { NetworkIcon } from './network-icon';
import { ExternalLinkButton } from './external-link-button';
import { t } from '../words';

export interface CodeLinkButtonProps {
  /** The repository address, or null where there is none. */
  href: string | null;
  /** The accessible name when the link exists; it must start with `text`. */
  label: string;
  /** Visible text, e.g. 'Code' or 'View Code'. */
  text: string;
  /** Shown when there is no link, e.g. 'N/A' or 'Not Available'. */
  unavailableText: string;
  className: string;
}

/** The source-code link of a project or paper, or a disabled button saying it is not available. */
export function CodeLinkButton({
  href,
  label,
  text,
  unavailableText,
  className,
}: CodeLinkButtonProps) {
  return (
    <ExternalLinkButton
      href={href}
      label={label}
      unavailableText={
        <>
          <NetworkIcon icon="github" className="size-4" />
          {unavailableText}
        </>
      }
      unavailableTitle={t('link.codeUnavailable')}
      className={className}
    >
      <NetworkIcon icon="github" className="size-4" />
      {text}
    </ExternalLinkButton>
  );
}
