import { profile } from '../content';
import { ownerEmail } from '../lib/contact-details';
import { cn } from '../lib/cn';
import { GithubIcon, LinkedinIcon } from './brand-icons';
import { ICON_BUTTON } from './button-styles';
import { Icon } from './icon';

export interface SocialLinksProps {
  className?: string;
}

/**
 * Code host, professional network and email; external ones open in a new tab. Three fixed
 * columns, so a row painted before all three have arrived is already its final width.
 */
export function SocialLinks({ className }: SocialLinksProps) {
  return (
    <ul className={cn('grid w-34 grid-cols-3 items-center gap-2 print:hidden', className)}>
      <li className="flex">
        <a
          href={profile.social.github}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="GitHub (opens in a new tab)"
          className={ICON_BUTTON}
        >
          <GithubIcon className="size-5" />
        </a>
      </li>
      <li className="flex">
        <a
          href={profile.social.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="LinkedIn (opens in a new tab)"
          className={ICON_BUTTON}
        >
          <LinkedinIcon className="size-5" />
        </a>
      </li>
      <li className="flex">
        <a
          href={profile.social.email}
          aria-label={`Email ${ownerEmail(profile)}`}
          className={ICON_BUTTON}
        >
          <Icon name="mail" className="size-5" />
        </a>
      </li>
    </ul>
  );
}
