// Fills index.html's <!--saved-settings--> marker with the head's first script
// (src/lib/saved-settings-script.ts), in the dev server as in the build, so the storage keys,
// attributes and selectors it uses are the ones the app declares, not copies of them.
import type { Plugin } from 'vite';
import { savedSettingsScript } from '../src/lib/saved-settings-script.ts';

export const SAVED_SETTINGS_MARKER = '<!--saved-settings-->';

/**
 * `html` with its marker replaced by the script of a site at `rootBase` ("/" or "/portfolio/",
 * whatever the language); a template without the marker fails the build.
 */
export function withSavedSettingsScript(html: string, rootBase: string): string {
  if (!html.includes(SAVED_SETTINGS_MARKER)) {
    throw new Error(
      `index.html lost its ${SAVED_SETTINGS_MARKER} marker (the saved theme's script)`,
    );
  }
  return html.replace(
    SAVED_SETTINGS_MARKER,
    () => `<script>${savedSettingsScript(rootBase)}</script>`,
  );
}

export function savedSettingsPlugin(rootBase: string): Plugin {
  return {
    name: 'portfolio-saved-settings',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withSavedSettingsScript(html, rootBase),
    },
  };
}
