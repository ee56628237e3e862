import { NAV_ITEMS } from '../config/navigation';
import type { SectionId } from '../config/sections';
import { SectionLink } from '../components/section-link';
import { cn } from '../lib/cn';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  active: SectionId | null;
  onNavigate: () => void;
}

/** The dropdown below the bar on small screens, with the same seven links. */
export function MobileMenu({ id, open, active, onNavigate }: MobileMenuProps) {
  return (
    <div
      id={id}
      hidden={!open}
      className="border-t border-border bg-surface/95 shadow-lg backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
        {NAV_ITEMS.map((item) => (
          <li key={item.id}>
            <SectionLink
              to={item.id}
              onClick={onNavigate}
              aria-current={active === item.id ? 'location' : undefined}
              className={cn(
                'block rounded-lg px-3 py-2 text-base font-medium hover:bg-surface-muted',
                active === item.id ? 'text-accent' : 'text-fg',
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
