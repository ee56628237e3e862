import { MOTION_PAUSED_ATTRIBUTE, MOTION_PAUSED_STORAGE_KEY, siteStorageKey } from '../config/site';
import { SITE_BASE } from '../config/site-base';
import { settingSubscribers } from './page-setting';
import { writeItem } from './safe-storage';

// The visitor's own stop for what moves by itself (the typed headline, the particles, the
// caret and the Scroll Down cue), WCAG 2.2.2. The head's script (saved-settings-script.ts) puts
// the kept choice on <html> before the first paint, where CSS stops the caret and shows the roles
// as plain text; the attribute is the one source of truth afterwards, and React and the particles
// follow it.

const subscribers = settingSubscribers();

export function isMotionPaused(): boolean {
  return document.documentElement.hasAttribute(MOTION_PAUSED_ATTRIBUTE);
}

/** Stops or restarts the animations, and keeps the choice where storage lets it. */
export function setMotionPaused(paused: boolean): void {
  document.documentElement.toggleAttribute(MOTION_PAUSED_ATTRIBUTE, paused);
  writeItem(siteStorageKey(SITE_BASE, MOTION_PAUSED_STORAGE_KEY), String(paused));
  subscribers.notify();
}

/** Calls `listener` when the choice may have changed: here, or in a page back from the cache. */
export const subscribeMotionPaused = subscribers.subscribe;
