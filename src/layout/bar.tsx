import { SectionLink } from '../components/section-link';
import { languages, profile } from '../content';
import { langOf } from '../words';
import { cn } from '../lib/cn';

/**
 * The bar's row, the one page's and an item page's alike: the name, the links (from the medium
 * width), and a column of the controls' own width: the language switch (4rem), search, the theme
 * toggle and the menu button (2.5rem each, 0.25rem between; the menu button only on small
 * screens). A column, not a gap: the name gets every pixel the controls leave it.
 * On a `cramped` screen (a large text size on a phone) the controls stand with no room between
 * them and the switch shows its globe only (10rem in all), and the row's edges narrow: at a text
 * size of 200% on a 375 px phone, every control is still on screen.
 */
export const BAR_ROW = cn(
  'mx-auto grid h-16 max-w-7xl items-center px-4 cramped:px-2 sm:px-6 lg:px-8',
  languages.all.length > 1
    ? 'grid-cols-[minmax(0,auto)_1fr_12.25rem] cramped:grid-cols-[minmax(0,auto)_1fr_10rem] md:grid-cols-[minmax(0,auto)_1fr_9.5rem]'
    : 'grid-cols-[minmax(0,auto)_1fr_8rem] cramped:grid-cols-[minmax(0,auto)_1fr_7.5rem] md:grid-cols-[minmax(0,auto)_1fr_5.25rem]',
);

/**
 * The links, at the end of their column beside the controls. On a tablet (from the medium width to
 * the large) they stand closer and a little smaller: at their full size, seven links and the
 * controls left the name 61 px at 768 px ("Aar…"), and in German none at all.
 */
export const BAR_LINKS = 'hidden items-center justify-self-end whitespace-nowrap md:flex lg:gap-1';

/** The controls, in their own column. */
export const BAR_CONTROLS = 'col-start-3 flex items-center gap-1 cramped:gap-0';

/**
 * The current section's link: in the accent colour, and underlined where the visitor's own
 * colours (a contrast theme) paint every link alike.
 */
export const CURRENT_LINK = 'text-accent forced-colors:underline forced-colors:underline-offset-4';

/** Each link: the current section's marked (CURRENT_LINK). */
export function barLink(current: boolean): string {
  return cn(
    'rounded-md px-1 py-2 text-[0.8125rem] font-medium transition-colors hover:text-accent lg:px-3 lg:text-sm',
    current ? CURRENT_LINK : 'text-fg',
  );
}

/**
 * The owner's name, leading to the hero, in the brand's gradient; a size smaller below the large
 * width, so a name of some fifteen letters fits beside the controls at 360 px, and beside the
 * links at 768 px. A longer one gives way to them and ends in an ellipsis; in Firefox, which
 * paints no ellipsis for gradient-filled text, it is cut short (an ellipsis of a colour of its
 * own, on the link around the gradient's span, was drawn over letters the span still painted).
 */
export function BarBrand() {
  return (
    <SectionLink
      to="hero"
      title={profile.name}
      // Its own direction: a name in another script is cut at its own end, not its start.
      dir="auto"
      lang={langOf(profile.name)}
      className="truncate text-lg font-bold text-brand-gradient lg:text-xl"
    >
      {profile.name}
    </SectionLink>
  );
}
