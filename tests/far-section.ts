import { NAV_ITEMS, type NavItem } from '../src/config/navigation';

const BELOW_HERO = NAV_ITEMS.filter((item) => item.id !== 'hero');

/**
 * A section far down the page that can still be scrolled to the top: the bar's last but one
 * below the hero (Research in the sample), with Contact and the footer below it; Contact itself
 * where the bar has nothing else but Home.
 */
export const FAR_SECTION: NavItem = (BELOW_HERO.at(-2) ?? BELOW_HERO.at(-1))!;
