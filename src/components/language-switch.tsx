import { BAR_CONTROL } from './button-styles';
import { Icon } from './icon';
import { languages } from '../content';
import { cn } from '../lib/cn';
import { SITE_BASE } from '../config/site-base';
import { languageAddress, languageName } from '../lib/languages';
import { locale, t } from '../words';

export interface LanguageSwitchProps {
  /** The page's path within its language: "" for the main page, "projects/<slug>/" for an item's. */
  path?: string;
  /**
   * An item open in a modal, as its older address ("#project-3"): each link leads to the main page
   * in that language with the same item open, rather than to wherever the address bar points.
   */
  openItem?: string;
  /**
   * The languages the page exists in, when not all of them (a note not translated into each): a
   * language it lacks leads to that language's main page instead, or to `standIn`'s page.
   */
  existsIn?: readonly string[];
  standIn?: StandIn;
}

/**
 * The page a language the page lacks leads to, where that language has it (a note's language
 * without the note: the notes list, when that language has notes), rather than its main page.
 */
export interface StandIn {
  /** The path within the language ("notes/"). */
  path: string;
  /** The languages that have it. */
  in: readonly string[];
}

/** Whether the site has a switch to show: a site in one language has none. */
export const HAS_LANGUAGE_SWITCH = languages.all.length > 1;

/**
 * The site's languages, each a link to this page in it, behind a native disclosure: it opens and
 * leads on without JavaScript, on the main page and the item pages alike. With JavaScript, the
 * head's language script (src/lib/language-choice-script.ts) points a link at whatever page the
 * address shows when it is followed, an open project's say, keeps the visitor's choice, and closes
 * the switch on Escape and on a press elsewhere, as a menu.
 * Nothing for a site in one language.
 */
export function LanguageSwitch({ path = '', openItem, existsIn, standIn }: LanguageSwitchProps) {
  if (!HAS_LANGUAGE_SWITCH) return null;
  return (
    <details data-language-switch className="group relative h-10 shrink-0">
      <summary
        className={cn(
          BAR_CONTROL,
          // A fixed width, whatever the tag's letters, filled from its start: nothing in it moves
          // as it arrives, and the bar's column is sized to hold it.
          // On a cramped screen (src/layout/bar.tsx), the globe alone.
          'w-16 cursor-pointer list-none gap-1 ps-2.5 whitespace-nowrap cramped:w-10 [&::-webkit-details-marker]:hidden',
        )}
      >
        <Icon name="globe" className="size-5" />
        <span aria-hidden="true" className="text-xs font-semibold uppercase cramped:hidden">
          {locale}
        </span>
        <span className="sr-only">{t('language.switch', { language: languageName(locale) })}</span>
      </summary>
      {/* Under its button, from its end; on a cramped screen, where that would run past the
          screen's start, across the bar, below it: the bar is at the screen's top and as wide,
          whether the fixed list is placed by the screen or (a backdrop filter on) the bar. */}
      <ul className="absolute end-0 top-12 z-10 min-w-40 rounded-lg border border-border bg-surface p-1 shadow-lg cramped:fixed cramped:inset-x-2 cramped:top-16">
        {languages.all.map((tag) => {
          const here = !existsIn || existsIn.includes(tag);
          return (
            <li key={tag}>
              <a
                href={
                  here
                    ? languageAddress(languages, SITE_BASE, tag, path) + (openItem ?? '')
                    : languageAddress(
                        languages,
                        SITE_BASE,
                        tag,
                        standIn?.in.includes(tag) ? standIn.path : '',
                      )
                }
                // The head's script points these at the address the page shows when followed; not
                // one that leads elsewhere because the page is not in that language.
                data-language={openItem || !here ? undefined : tag}
                hrefLang={tag}
                lang={tag}
                aria-current={tag === locale ? 'true' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-surface-muted hover:text-accent',
                  tag === locale ? 'font-semibold text-accent' : 'text-fg',
                )}
              >
                {languageName(tag)}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
