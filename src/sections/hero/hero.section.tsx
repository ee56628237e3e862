import portrait from 'virtual:portrait';
import {
  BUTTON_ICON_BEFORE,
  BUTTON_PRIMARY,
  BUTTON_SECONDARY,
} from '../../components/button-styles';
import { SectionLink } from '../../components/section-link';
import { SocialLinks } from '../../components/social-links';
import { StatList } from '../../components/stat-list';
import { AFTER_HERO } from '../../config/navigation';
import { PARTICLES_HOST_ID } from '../../config/site';
import * as content from '../../content';
import { profile } from '../../content';
import { useHydrated } from '../../hooks/use-hydrated';
import { SITE_BASE } from '../../config/site-base';
import { resumeUrl } from '../../lib/asset-url';
import { cn } from '../../lib/cn';
import { presentStats, statRow } from '../../lib/stats';
import { TypedHeadline } from './typed-headline';
import { Icon } from '../../components/icon';
import { Portrait } from './portrait';
import { MotionToggle } from './motion-toggle';
import { SHOWCASE } from './showcase';
import type { HydrateWhen } from '../../lib/islands';
import { langOf, t } from '../../words';

// Columns for each number of tiles: one row from sm up for up to four, two per row on a phone
// (one for a lone tile); more than four wrap in threes. Written out so Tailwind sees each class.
const STAT_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1 sm:mx-auto sm:w-1/2',
  2: 'grid-cols-2',
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
};

/**
 * In view on arrival, but all it does awake is type, and the prerendered page already shows the
 * first role whole, held as the typing starts: it wakes with the rest, once the visitor moves
 * through the page or a few seconds have passed, so React is not part of the page's first seconds.
 */
export const hydrate: HydrateWhen = 'moving';

export default function Hero() {
  const stats = statRow(content.stats.hero, content);
  const hydrated = useHydrated();
  const withPhoto = portrait !== null;
  return (
    <section
      id="hero"
      data-hydrated={hydrated}
      aria-labelledby="hero-heading"
      tabIndex={-1}
      className="relative isolate flex min-h-svh items-start overflow-hidden pt-16 outline-none"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-20 bg-brand-wash" />
      {/* The particles draw here. Its parent is the hero, where they answer the pointer: a move
          or tap elsewhere on the page costs them nothing and adds none. */}
      <canvas
        id={PARTICLES_HOST_ID}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 size-full print:hidden forced-colors:hidden"
      />
      {/* From lg up the text stands beside the portrait, from the top: the text arrives first, and
          centred on a portrait still to come it would jump once that arrives. The portrait's
          column (w-80) is sized before it arrives, so the text wraps as it will stay. With no
          photo there is no such column: the text stays centred at every width, as on a phone. */}
      <div
        className={cn(
          // One column no wider than the screen: a portrait's rem width under a large text size
          // would otherwise widen it past the screen, and the hero clips what stands outside.
          'mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] items-center gap-12 px-4 py-12 sm:px-6 lg:px-8',
          withPhoto && 'lg:grid-cols-[1fr_20rem]',
        )}
      >
        <div className={cn('min-w-0 text-center', withPhoto && 'lg:self-start lg:text-start')}>
          {/* On paper the bar with the owner's full name stays off, and the heading is the first
              name alone: the printout starts with the whole name, as a résumé does. */}
          {profile.name.trim() !== profile.firstName.trim() && (
            <p
              aria-hidden="true"
              lang={langOf(profile.name)}
              className="hidden text-2xl font-extrabold text-fg print:block"
            >
              <bdi>{profile.name}</bdi>
            </p>
          )}
          <p dir="auto" lang={langOf(profile.greeting)} className="text-lg font-medium text-accent">
            {profile.greeting}
          </p>
          <h1
            id="hero-heading"
            className="mt-2 text-5xl font-extrabold tracking-tight wrap-anywhere text-fg sm:text-6xl lg:text-7xl"
          >
            <bdi lang={langOf(profile.firstName)}>{profile.firstName}</bdi>
          </h1>
          <TypedHeadline roles={profile.roles} />
          <p dir="auto" lang={langOf(profile.tagline)} className="mt-6 text-lg font-medium text-fg">
            {profile.tagline}
          </p>
          <p
            dir="auto"
            lang={langOf(profile.description)}
            className={cn('mx-auto mt-3 max-w-2xl text-base text-muted', withPhoto && 'lg:mx-0')}
          >
            {profile.description}
          </p>
          <div
            className={cn(
              'mt-8 flex flex-wrap justify-center gap-4 arriving:invisible print:hidden',
              withPhoto && 'lg:justify-start',
            )}
          >
            {SHOWCASE && (
              <SectionLink to={SHOWCASE.section} className={BUTTON_PRIMARY}>
                <Icon name={SHOWCASE.icon} className={BUTTON_ICON_BEFORE} />
                {t(SHOWCASE.word)}
              </SectionLink>
            )}
            <a
              href={resumeUrl(profile, SITE_BASE)}
              download
              className={SHOWCASE ? BUTTON_SECONDARY : BUTTON_PRIMARY}
            >
              <Icon name="download" className={BUTTON_ICON_BEFORE} />
              {t('hero.downloadCv')}
            </a>
          </div>
          <SocialLinks className={cn('mx-auto mt-6', withPhoto && 'lg:mx-0')} />
        </div>
        {withPhoto && (
          <div className="mx-auto w-56 max-w-full sm:w-64 lg:w-80">
            <Portrait />
          </div>
        )}
        <StatList
          stats={stats}
          className={cn(
            withPhoto && 'lg:col-span-2',
            STAT_COLUMNS[presentStats(stats).length] ?? 'grid-cols-2 sm:grid-cols-3',
          )}
        />
        {AFTER_HERO && (
          <div className={cn('flex justify-center print:hidden', withPhoto && 'lg:col-span-2')}>
            <SectionLink
              to={AFTER_HERO}
              className="flex min-w-28 flex-col items-center gap-1 rounded-md p-2 text-center text-sm text-muted hover:text-accent"
            >
              {t('hero.scrollDown')}
              {/* An HTML box moves on the compositor; an <svg> was restyled and repainted every frame. */}
              <span className="motion-safe:animate-bounce motion-paused:animate-none">
                <Icon name="chevron-down" className="size-5" />
              </span>
            </SectionLink>
          </div>
        )}
      </div>
      <MotionToggle className="absolute end-4 bottom-4" />
    </section>
  );
}
