/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { portraitPlugin } from './scripts/assets/portrait.ts';
import { citationsPlugin } from './scripts/citations/plugin.ts';
import { contentCheckPlugin } from './scripts/content-check-plugin.ts';
import { contentAlias } from './scripts/content-dir.ts';
import { notesPlugin } from './scripts/notes/plugin.ts';
import { LANGUAGE_VARIABLES } from './scripts/languages/variables.ts';
import { savedSettingsPlugin } from './scripts/saved-settings-plugin.ts';
import { localServerPlugin } from './server/vite-plugin.ts';

// BASE_PATH lets the site live under a sub-path (e.g. GitHub Pages project sites).
const base = process.env.BASE_PATH ?? '/';
// The site's base whatever the language ("/portfolio/", where a language's base is "/portfolio/de/").
const rootBase = process.env[LANGUAGE_VARIABLES.rootBase] || base;

// Page tests share one jsdom and one module cache per worker, which cuts the run by more than half.
// A file that replaces modules or the environment (vi.mock, vi.stubEnv…) or walks the window's
// history gets its own, as vitest does by default, so nothing it changes leaks into another file.
const PAGE_TESTS = 'src/**/*.test.{ts,tsx}';
const NEEDS_ITS_OWN = /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|\bhistory\./;
const isolatedPageTests = readdirSync(new URL('src', import.meta.url), { recursive: true })
  .map((file) => `src/${String(file)}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => NEEDS_ITS_OWN.test(readFileSync(new URL(file, import.meta.url), 'utf8')));

export default defineConfig({
  base,
  plugins: [
    contentAlias(import.meta.dirname),
    savedSettingsPlugin(rootBase),
    contentCheckPlugin(import.meta.dirname),
    react(),
    tailwindcss(),
    localServerPlugin(),
    portraitPlugin(import.meta.dirname),
    citationsPlugin(import.meta.dirname),
    notesPlugin(import.meta.dirname),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // A language whose résumé cannot be typeset links the default language's (scripts/languages/).
    __RESUME_ELSEWHERE__: JSON.stringify(process.env.PORTFOLIO_RESUME_ELSEWHERE === '1'),
  },
  build: {
    target: 'es2022',
    // Small CSS stays a file; the prerender step inlines it so the first paint needs no request.
    assetsInlineLimit: 0,
    // One stylesheet, for the page: the islands' chunks share modules with the entry, and with the
    // CSS split per chunk each would fetch and apply the page's stylesheet again as it woke.
    cssCodeSplit: false,
    // No "[PLUGIN_TIMINGS]" notice: the portrait's renditions take seconds by nature (sharp, once
    // per build), and every import of the photo waits for that one render, so the notice blamed
    // each build that has a photo in yellow, with nothing for the owner to do.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  preview: { port: 4173 },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // A worker per core, two at least: vitest's default leaves a 2-core runner half idle while
    // tests wait on images, PDFs and child processes (38 s against 57 s here).
    maxWorkers: Math.max(2, availableParallelism()),
    restoreMocks: true,
    // Only the page's code needs a DOM; build scripts and the server run in Node, as they do for real.
    projects: [
      {
        extends: true,
        test: {
          name: 'page',
          environment: 'jsdom',
          include: [PAGE_TESTS],
          exclude: isolatedPageTests,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'page-isolated', environment: 'jsdom', include: isolatedPageTests },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
    ],
  },
});
