// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries between the runtime folders (see each folder's README). */
const boundary = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/**
 * What no UI file may import: it runs in the browser. Each room below repeats it, because a
 * later config object replaces the options of the same rule instead of adding to them.
 */
const UI_RUNS_IN_BROWSER = {
  group: ['**/server/**', '**/pages/**', 'node:*', 'astro', 'astro:*', '**/core/**/*.node.ts'],
  message: 'UI code runs in the browser: no server-only modules, Node built-ins or Astro APIs.',
};

/** The UI's rule plus a room's own (src/ui/README.md maps the rooms). */
const room = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [UI_RUNS_IN_BROWSER, { group: patterns, message }] }],
});

/**
 * The UI's message catalogues, the only UI modules the server, scripts and the i18n room may
 * import besides components for rendering: each folder's `messages.ts` (or `*-messages.ts`), the
 * catalogue machinery `ui/i18n/catalogues.ts` and the translations in `ui/i18n/locales/`.
 */
const UI_CATALOGUES = [
  '!**/ui/**/messages.ts',
  '!**/ui/**/*-messages.ts',
  '!**/ui/i18n/catalogues.ts',
  '!**/ui/i18n/locales/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.dist-*/',
      '.astro/',
      '.data/',
      '.portico/',
      'node_modules/',
      'test-results/',
      '.scratch/',
      '**/*.astro',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [UI_RUNS_IN_BROWSER] }],
    },
  },
  {
    // The kit: shared primitives every other room builds on. It builds on nothing above it.
    files: ['src/ui/kit/**/*.{ts,tsx}'],
    rules: room(
      ['**/chrome/**', '**/features/**', '**/views/**'],
      'The kit imports no other UI room but i18n and styles (src/ui/kit/README.md).',
    ),
  },
  {
    // The i18n room merges every room's catalogue, and nothing else of theirs.
    files: ['src/ui/i18n/**/*.{ts,tsx}'],
    rules: room(
      ['**/kit/**/*.*', '**/chrome/**/*.*', '**/features/**/*.*', '**/views/**/*.*', '!**/*messages.ts'],
      'The i18n room imports only the rooms’ catalogues (messages.ts) from the UI (src/ui/i18n/README.md).',
    ),
  },
  {
    // Features: kit, i18n and styles; another feature only through its public index.ts.
    files: ['src/ui/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            UI_RUNS_IN_BROWSER,
            {
              group: ['**/chrome/**', '**/views/**'],
              message:
                'A feature imports kit, i18n and styles, never chrome or views (src/ui/features/README.md).',
            },
            {
              group: ['../*/**', '!../../**', '!../*/index.ts'],
              message:
                'A feature imports another feature only through its index.ts (src/ui/features/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The chrome: kit, i18n and styles, and the features it mounts through their index.ts.
    files: ['src/ui/chrome/**/*.{ts,tsx}'],
    rules: room(
      ['**/views/**', '**/features/**/*.*', '!**/features/*/index.ts'],
      'The chrome imports kit, i18n and styles, and a feature only through its index.ts (src/ui/chrome/README.md).',
    ),
  },
  {
    files: ['src/core/**/*.ts'],
    rules: boundary(
      [
        'react',
        'react-dom',
        'react/*',
        'react-dom/*',
        'astro',
        'astro:*',
        'node:*',
        '**/ui/**',
        '**/server/**',
        '**/pages/**',
      ],
      'The headless core is plain TypeScript that also runs in a browser: no React, Astro, UI or server-only modules, and Node built-ins only in *.node.ts files.',
    ),
  },
  {
    files: ['src/core/**/*.node.ts'],
    rules: boundary(
      [
        'react',
        'react-dom',
        'react/*',
        'react-dom/*',
        'astro',
        'astro:*',
        '**/ui/**',
        '**/server/**',
        '**/pages/**',
      ],
      'The headless core is plain TypeScript: no React, Astro, UI or server-only modules.',
    ),
  },
  {
    // Tests run in Node and may check the core against the UI's English catalogues, the real
    // wording the build passes to the renderers; nothing else of the UI.
    files: ['src/core/**/*.test.ts', 'src/core/**/*.test-helper.ts'],
    rules: boundary(
      [
        'react',
        'react-dom',
        'react/*',
        'react-dom/*',
        'astro',
        'astro:*',
        '**/ui/**/*.*',
        '!**/ui/i18n/messages.ts',
        '**/server/**',
        '**/pages/**',
      ],
      'Core tests may import the UI only for its English catalogue (src/ui/i18n/messages.ts).',
    ),
  },
  {
    files: ['src/schemas/**/*.ts'],
    rules: boundary(
      [
        'react',
        'react-dom',
        'astro',
        'astro:*',
        'node:*',
        '**/ui/**',
        '**/server/**',
        '**/core/**',
        '**/pages/**',
      ],
      'Schemas are shared by every side: they import only zod and each other.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/pages/**'], message: 'Server code does not depend on page shells.' },
            {
              group: ['**/ui/**/*.*', ...UI_CATALOGUES, '!**/ui/**/*.tsx'],
              message:
                'The server imports from src/ui only catalogues (messages.ts, *-messages.ts, ui/i18n/catalogues.ts, ui/i18n/locales/*) and components for rendering (*.tsx); shared types and rules live in src/core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.ts', 'src/middleware.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: boundary(
      ['**/ui/**/*.*', ...UI_CATALOGUES, '!**/ui/**/*.tsx'],
      'Outside the page shells, src/ui is imported only for catalogues (messages.ts, *-messages.ts, ui/i18n/catalogues.ts, ui/i18n/locales/*) and components for rendering (*.tsx).',
    ),
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
