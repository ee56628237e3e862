/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { portraitPlugin } from './scripts/assets/portrait.ts';
import { localServerPlugin } from './server/vite-plugin.ts';

// BASE_PATH lets the site live under a sub-path (e.g. GitHub Pages project sites).
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  plugins: [react(), tailwindcss(), localServerPlugin(), portraitPlugin(import.meta.dirname)],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2022',
    // Small CSS stays a file; the prerender step inlines it so the first paint needs no request.
    assetsInlineLimit: 0,
  },
  preview: { port: 4173 },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Only the page's code needs a DOM; build scripts and the server run in Node, as they do for real.
    projects: [
      {
        extends: true,
        test: { name: 'page', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
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
