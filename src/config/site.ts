// Tunables from spec section 9, with their units in their names.

export const SCROLL_THRESHOLD_PX = 50;
export const SMOOTH_SCROLL_MS = 500;
/** The fixed navigation bar is 16 spacing units (4rem) high; sections land just below it. */
export const NAV_HEIGHT_PX = 64;

export const TYPE_SPEED_MS = 50;
export const TYPE_PAUSE_MS = 2000;

/** Share of a section that must be visible before it animates in. */
export const REVEAL_THRESHOLD = 0.1;

export const SKILLS_COLLAPSED_COUNT = 4;
export const EXPERT_LEVEL = 85;
export const VISIBLE_TECH_TAGS = 3;
export const VISIBLE_KEYWORDS = 5;

export const STATUS_RESET_MS = 5000;
/**
 * How long a send waits for the mail service's answer before the form is the visitor's again (the
 * request goes on; a late answer still counts). Longer than the SDK's 10 s between sends, so a
 * second send is not refused as too soon (unless the SDK's own code took seconds to arrive).
 */
export const SEND_ANSWER_MS = 20_000;

/**
 * How long a part whose code is still on its way (a modal on a slow network) shows nothing before
 * a sign says it is coming: a code already near shows with no sign flashing first.
 */
export const FETCHING_SIGN_MS = 300;

/**
 * The key a site at `rootBase` ("/" or "/portfolio/") keeps a setting `name` under. Storage is
 * shared by every site on the same host (on GitHub Pages, every project site of an account), so a
 * site under a sub-path keeps its own ("/portfolio/darkMode"): another site's "darkMode" never
 * turns this one dark.
 */
export const siteStorageKey = (rootBase: string, name: string): string =>
  rootBase === '/' ? name : `${rootBase}${name}`;

export const DARK_MODE_STORAGE_KEY = 'darkMode';

/**
 * The head's colour for the browser's bar (scripts/seo.ts writes it, with each theme's colour in
 * `data-light` and `data-dark`); src/lib/theme.ts, the head's script
 * (src/lib/saved-settings-script.ts) and the static pages' toggle (src/lib/theme-toggle-script.ts)
 * switch it by the same selector.
 */
export const THEME_COLOR_SELECTOR = 'meta[name="theme-color"]';

/**
 * A class on <html> for the moment the main page's theme switches, and on each section not drawn
 * yet until it is (src/lib/theme.ts): no colour eases from the old theme to the new. A section's
 * colours are taken when it is first drawn, and eased from the old theme then. A class, not an
 * attribute, so that the pages without the app (no section there waits to be drawn) do not carry
 * its rule: their HTML must fit a first round trip.
 */
export const THEME_SWITCHING_CLASS = 'theme-switching';

/** Where the visitor's choice to stop the page's animations is kept (src/lib/motion-pause.ts). */
export const MOTION_PAUSED_STORAGE_KEY = 'motionPaused';
/** On <html> while the visitor has stopped the animations: CSS's `motion-paused:` variant. */
export const MOTION_PAUSED_ATTRIBUTE = 'data-motion-paused';

export const PARTICLE_COUNT = 100;
export const PARTICLE_LINK_DISTANCE_PX = 150;
export const PARTICLE_PUSH_QUANTITY = 4;
export const PARTICLE_GRAB_DISTANCE_PX = 140;
export const PARTICLE_FPS_LIMIT = 120;
/**
 * The share of the main thread the particles' frames (their script and the canvas's rasterising)
 * may take: on a phone too slow to draw them at the full rate and still answer a tap at once, they
 * draw fewer frames a second, though never under PARTICLE_MIN_FPS; a device that draws them quickly
 * keeps PARTICLE_FPS_LIMIT. Where even PARTICLE_MIN_FPS would take more than PARTICLE_STILL_SHARE,
 * they hold still, drawn once, rather than keep the phone too busy to answer.
 */
export const PARTICLE_MAIN_THREAD_SHARE = 0.25;
export const PARTICLE_MIN_FPS = 10;
export const PARTICLE_STILL_SHARE = 0.5;
/**
 * The particles start on the visitor's first move, tap, scroll or key, or after this long idle,
 * whichever comes first, so their start-up work never competes with loading and hydration.
 */
export const PARTICLES_IDLE_START_MS = 3000;

/**
 * The canvas the particles draw on, a child of the hero, which is where they answer the pointer.
 * The effects start only once the island holding it is hydrated.
 */
export const PARTICLES_HOST_ID = 'particles';

/** On the particles' canvas while they run (set by src/effects/particles.ts). */
export const PARTICLES_RUNNING_ATTRIBUTE = 'data-running';

/** The particles' canvas once they run: how the tests and the screenshots wait for them. */
export const PARTICLES_RUNNING = `#${PARTICLES_HOST_ID}[${PARTICLES_RUNNING_ATTRIBUTE}]`;

/**
 * What the visitor has not asked for waits until they start moving through the page, or this long
 * after the app starts, whichever is first (src/lib/once-moving.ts): the islands no trigger has
 * woken (src/lib/islands.ts) and the layout of the sections off screen (src/lib/lay-out-sections.ts).
 */
export const UNASKED_WORK_DELAY_MS = 5000;
