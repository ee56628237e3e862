import { profile } from '../content';
import { cn } from '../lib/cn';
import { profileLinks } from '../lib/profiles';
import { ICON_BUTTON } from './button-styles';
import { NetworkIcon } from './network-icon';
import { t } from '../words';

/**
 * The row's width for each number of links: n buttons of size-10 with gap-2 between, 3n - 0.5
 * rem (written out so Tailwind sees each class). A longer row takes the whole width.
 */
const ROW_WIDTH: Record<number, string> = {
  1: 'w-10',
  2: 'w-22',
  3: 'w-34',
  4: 'w-46',
  5: 'w-58',
  6: 'w-70',
  7: 'w-82',
  8: 'w-94',
};

export interface SocialLinksProps {
  className?: string;
}

/**
 * Every profile the owner lists, then their email; profiles open in a new tab. The row's width is
 * set by how many links there are, so a row painted before all of them have arrived is already
 * its final width and nothing in it moves.
 */
export function SocialLinks({ className }: SocialLinksProps) {
  const links = profileLinks(profile);
  return (
    <ul
      className={cn(
        'flex max-w-full flex-wrap items-center gap-2 print:hidden',
        ROW_WIDTH[links.length] ?? 'w-full',
        className,
      )}
    >
      {links.map((link) => (
        <li key={link.url} className="flex">
          <a
            href={link.url}
            {...(link.external && { target: '_blank' })}
            {...(link.rel && { rel: link.rel })}
            aria-label={
              link.external
                ? t('link.newTab', { label: link.name })
                : t('link.email', { address: profile.contact.email })
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
