import { codeHostOf } from '../lib/profiles';
import { Icon } from './icon';
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

/**
 * The mark of the host the code is on (GitHub's, GitLab's, Codeberg's…), a plain code icon for a
 * host the page does not know, and GitHub's, the usual home of code, where there is no link.
 */
function CodeIcon({ href }: { href: string | null }) {
  const host = href === null ? 'github' : codeHostOf(href);
  return host ? (
    <NetworkIcon icon={host} className="size-4" />
  ) : (
    <Icon name="code" className="size-4" />
  );
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
          <CodeIcon href={null} />
          {unavailableText}
        </>
      }
      unavailableTitle={t('link.codeUnavailable')}
      className={className}
    >
      <CodeIcon href={href} />
      {text}
    </ExternalLinkButton>
  );
}
