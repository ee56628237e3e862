import { useEffect, useRef, useState } from 'react';
import { ICON_BUTTON } from '../components/button-styles';
import { SectionLink } from '../components/section-link';
import { NAV_ITEMS, SECTION_IDS } from '../config/navigation';
import { useActiveSection } from '../hooks/use-active-section';
import { useHydrated } from '../hooks/use-hydrated';
import { useScrolled } from '../hooks/use-scrolled';
import { cn } from '../lib/cn';
import { LanguageSwitch } from '../components/language-switch';
import { BAR_CONTROLS, BAR_LINKS, BAR_ROW, BarBrand, barLink } from './bar';
import { MobileMenu } from './mobile-menu';
import { SearchOpener } from './search-opener';
import { ThemeToggle } from './theme-toggle';
import { Icon } from '../components/icon';
import { t } from '../words';

const MENU_ID = 'mobile-menu';

export function Navbar() {
  const scrolled = useScrolled();
  const active = useActiveSection(SECTION_IDS);
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus in the menu goes back to its button rather than to the page as the menu hides.
      const inMenu = document.getElementById(MENU_ID)?.contains(document.activeElement);
      setMenuOpen(false);
      if (inMenu) menuButton.current?.focus();
    };
    // A tap or click anywhere but the menu and its button closes it, as the platform's popover
    // does before the bar wakes and on the pages of their own (a swipe on the page too).
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const menu = document.getElementById(MENU_ID);
      if (target && (menu?.contains(target) || menuButton.current?.contains(target))) return;
      setMenuOpen(false);
    };
    // A screen turned (or a window widened) to where the bar shows its links hides the menu by
    // its styles alone: it closes then, rather than coming back open when the screen turns back.
    const onResize = () => {
      const menu = document.getElementById(MENU_ID);
      if (menu && getComputedStyle(menu).display === 'none') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [menuOpen]);

  return (
    <header
      data-hydrated={hydrated}
      data-scrolled={scrolled}
      className={cn(
        'group/bar fixed inset-x-0 top-0 z-50 motion-safe:animate-nav-in print:hidden',
        'transition-[background-color,box-shadow] duration-300',
        scrolled || menuOpen
          ? 'bg-surface/80 shadow-md backdrop-blur-md dark:shadow-black/40 solid-bar-when-asked'
          : // Without JavaScript nothing tells the bar the page has scrolled: it keeps its
            // background, or the page's text would run under its links.
            'bg-transparent noscript:bg-surface/80 noscript:shadow-md noscript:backdrop-blur-md noscript:dark:shadow-black/40',
      )}
    >
      <nav aria-label={t('navbar.label')} className={BAR_ROW}>
        <BarBrand />
        {/* Right-aligned, the row would grow leftwards as its links arrive: it shows once whole. */}
        <ul className={cn(BAR_LINKS, 'arriving:invisible')}>
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <SectionLink
                to={item.id}
                aria-current={active === item.id ? 'location' : undefined}
                className={barLink(active === item.id)}
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        {/* A column of the controls' own width, so the links painted before them are already in place. */}
        <div className={BAR_CONTROLS}>
          <LanguageSwitch />
          <SearchOpener />
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className={cn(ICON_BUTTON, 'md:hidden')}
            // Before React holds it, the platform opens the menu and states whether it is open.
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls={MENU_ID}
            popoverTarget={hydrated ? undefined : MENU_ID}
            aria-label={menuOpen ? t('navbar.closeMenu') : t('navbar.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {hydrated ? (
              <Icon name={menuOpen ? 'x' : 'menu'} className="size-6" />
            ) : (
              // The platform's popover: the icon follows it, as page-header.tsx's does.
              <>
                <Icon name="menu" className="size-6 group-has-[:popover-open]/bar:hidden" />
                <Icon name="x" className="hidden size-6 group-has-[:popover-open]/bar:block" />
              </>
            )}
          </button>
          {/* In the bar's landmark, as page-header.tsx's: its links are the bar's on a phone. */}
          <MobileMenu
            id={MENU_ID}
            open={menuOpen}
            hydrated={hydrated}
            active={active}
            onNavigate={() => setMenuOpen(false)}
          />
        </div>
      </nav>
    </header>
  );
}
