import { NAV_ITEMS } from '../config/navigation';
import type { SectionId } from '../config/sections';
import { SectionLink } from '../components/section-link';
import { cn } from '../lib/cn';
import { CURRENT_LINK } from './bar';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  /**
   * Until React holds the bar (and with no JavaScript at all) the menu is a native popover, opened
   * by the button's `popovertarget`; from then on React shows and hides it.
   */
  hydrated: boolean;
  active: SectionId | null;
  /**
   * What the marked link is to the page: the section in view (`location`, the one page) or the
   * section the page belongs to (`true`, a project's or paper's own page).
   */
  activeIs?: 'location' | 'true';
  onNavigate?: () => void;
}

/**
 * The dropdown below the bar on small screens, with the same seven links, inside the bar's
 * navigation landmark. Opaque: a translucent
 * one let the page's text show through it, since a blur inside the bar's own blur reads only the
 * bar. On a screen too short for every link (a phone held sideways, a page zoomed in) it scrolls.
 */
export function MobileMenu({
  id,
  open,
  hydrated,
  active,
  activeIs = 'location',
  onNavigate,
}: MobileMenuProps) {
  return (
    <div
      id={id}
      hidden={hydrated ? !open : undefined}
      popover={hydrated ? undefined : 'auto'}
      className={cn(
        'max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-border bg-surface shadow-lg md:hidden',
        // Its shadow is its foot's edge; the visitor's own colours drop shadows (base.css).
        'foot-edge-when-asked',
        // Right under the bar, across the screen, though it stands among the bar's controls: as a
        // popover in the top layer, and once React holds it, out of the row's flow.
        hydrated
          ? 'fixed inset-x-0 top-16 text-start'
          : 'open:fixed open:inset-x-0 open:top-16 open:bottom-auto open:m-0 open:w-full open:p-0 open:text-fg',
      )}
    >
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
        {NAV_ITEMS.map((item) => (
          <li key={item.id}>
            <SectionLink
              to={item.id}
              onClick={onNavigate}
              aria-current={active === item.id ? activeIs : undefined}
              className={cn(
                'block rounded-lg px-3 py-2 text-base font-medium hover:bg-surface-muted',
                active === item.id ? CURRENT_LINK : 'text-fg',
              )}
            >
              {item.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
