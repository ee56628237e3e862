import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder (or lone file) under src/sections is a section: a new one is covered unlisted.
const SECTIONS = readdirSync(new URL('./src/sections', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || /^[\w-]+\.tsx?$/.test(entry.name))
  .map((entry) => entry.name);

// The app layer: the composition and its map from section id to component.
const APP = [
  './src/app.tsx',
  './src/app-sections.tsx',
  './src/islands.ts',
  './src/hydrate-root.tsx',
  './src/start-effects.tsx',
  './src/dev-app.tsx',
];

// Imports flow one way: content, config, lib, words → hooks → components → layout, sections, effects → app.
const layerZones = [
  {
    target: ['./src/content', './src/config', './src/lib', './src/words'],
    from: [
      './src/hooks',
      './src/components',
      './src/layout',
      './src/sections',
      './src/effects',
      ...APP,
    ],
    message: 'content, config, lib and words are the bottom layer: they import nothing above them.',
  },
  {
    target: './src/hooks',
    from: ['./src/components', './src/layout', './src/sections', './src/effects', ...APP],
    message: 'hooks may import content, config and lib only.',
  },
  {
    target: './src/components',
    from: ['./src/layout', './src/sections', './src/effects', ...APP],
    message: 'components are shared UI: they never import page chrome, sections or effects.',
  },
  {
    target: ['./src/layout', './src/sections', './src/effects'],
    from: APP,
    message: 'Only main.tsx and the prerender entry compose the app.',
  },
  // A section never imports another section.
  ...SECTIONS.map((name) => ({
    target: `./src/sections/${name}`,
    from: './src/sections',
    except: [`./${name}`],
    message: 'A section never imports another section; share through components, hooks or lib.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '*.partial',
      '*.old',
      'coverage',
      'test-results',
      'playwright-report',
      'bench',
      '.vercel',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests render whole sections to check what follows from content; the layers bind app code.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Playwright drives a browser, not React: its fixtures' `use` callback is no hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
