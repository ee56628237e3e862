import { ICON_BUTTON } from '../components/button-styles';
import { SectionLink } from '../components/section-link';
import { SEARCH_PAGE } from '../config/search';
import { SEARCH_PATH } from '../lib/search';
import { NAV_ITEMS } from '../config/navigation';
import type { SectionId } from '../config/sections';
import { cn } from '../lib/cn';
import { Icon } from '../components/icon';
import { LanguageSwitch, type StandIn } from '../components/language-switch';
import { BAR_CONTROLS, BAR_LINKS, BAR_ROW, BarBrand, barLink } from './bar';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { OWN_ADDRESS_SCRIPT } from '../lib/own-address-script';
import { themeToggleScript } from '../lib/theme-toggle-script';
import { SITE_BASE } from '../config/site-base';
import { t } from '../words';

/** The menu's id on a page of its own (the one page's is navbar.tsx's). */
const MENU_ID = 'page-menu';

export interface PageHeaderProps {
  /** The section the page belongs to, marked in the links; none for the search page. */
  current?: SectionId;
  /** The page's path within its language, for the language switch ("projects/<slug>/"). */
  path: string;
  /** The site's languages the page exists in, when not all of them (a note not translated). */
  existsIn?: readonly string[];
  /** The page that stands in for this one in a language it lacks (see LanguageSwitch). */
  standIn?: StandIn;
}

/**
 * The navigation bar of a page beside the one page (a project's or paper's own page): the same
 * brand and links, leading to the portfolio's sections, with no app. On small screens the links
 * fold into the one page's menu, opened by the platform (a popover). The theme toggle is the main
 * page's, answered by one small inline script; without JavaScript it is not shown, and the page
 * follows the visitor's saved choice (the head's pre-paint script).
 */
export function PageHeader({ current, path, existsIn, standIn }: PageHeaderProps) {
  return (
    <header className="group/bar sticky top-0 z-50 bg-surface/90 shadow-sm backdrop-blur-md print:hidden dark:shadow-black/40 solid-bar-when-asked">
      <nav aria-label={t('navbar.label')} className={BAR_ROW}>
        <BarBrand />
        <ul className={BAR_LINKS}>
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <SectionLink
                to={item.id}
                aria-current={item.id === current ? 'true' : undefined}
                className={barLink(item.id === current)}
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
        <div className={BAR_CONTROLS}>
          <LanguageSwitch path={path} existsIn={existsIn} standIn={standIn} />
          {/* A plain link: these pages run no app, and the search page has the search. */}
          <a
            href={SEARCH_PAGE}
            aria-label={t('search.open')}
            aria-current={path === SEARCH_PATH ? 'page' : undefined}
            className={ICON_BUTTON}
          >
            <Icon name="search" className="size-5" />
          </a>
          <ThemeToggle />
          {/* These pages run no app: their small scripts answer the toggle and Back. One element:
              each inline script's hash in the page's policy is 44 bytes nothing compresses. */}
          <script
            dangerouslySetInnerHTML={{
              __html: `${themeToggleScript(SITE_BASE)};${OWN_ADDRESS_SCRIPT}`,
            }}
          />
          {/* The platform's popover: it opens, closes on Escape or a tap elsewhere, and says so. */}
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-label={t('navbar.menu')}
            className={cn(ICON_BUTTON, 'md:hidden')}
          >
            <Icon name="menu" className="size-6 group-has-[:popover-open]/bar:hidden" />
            <Icon name="x" className="hidden size-6 group-has-[:popover-open]/bar:block" />
          </button>
          <MobileMenu
            id={MENU_ID}
            open={false}
            hydrated={false}
            active={current ?? null}
            activeIs="true"
          />
        </div>
      </nav>
    </header>
  );
}
