// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries between the runtime folders (see each folder's README). */
const boundary = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

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
      ...boundary(
        ['**/server/**', '**/pages/**', 'node:*', 'astro', 'astro:*', '**/core/**/*.node.ts'],
        'UI code runs in the browser: no server-only modules, Node built-ins or Astro APIs.',
      ),
    },
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
    rules: boundary(
      ['**/pages/**', '**/ui/**/*.tsx'],
      'Server code does not depend on page shells or components.',
    ),
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
