import { profile } from '../content';
import { cn } from '../lib/cn';
import { profileLinks } from '../lib/profiles';
import { ICON_BUTTON } from './button-styles';
import { NetworkIcon } from './network-icon';

export interface SocialLinksProps {
  className?: string;
}

/**
 * Every profile the owner lists, then their email; profiles open in a new tab. Each button is a
 * fixed size, so a row painted before all of them have arrived is already its final width.
 */
export function SocialLinks({ className }: SocialLinksProps) {
  return (
    <ul className={cn('flex w-fit flex-wrap items-center gap-2 print:hidden', className)}>
      {profileLinks(profile).map((link) => (
        <li key={link.url} className="flex">
          <a
            href={link.url}
            {...(link.external && { target: '_blank' })}
            {...(link.rel && { rel: link.rel })}
            aria-label={
              link.external ? `${link.name} (opens in a new tab)` : `Email ${profile.contact.email}`
            }
            className={ICON_BUTTON}
          >
            <NetworkIcon icon={link.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
