// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries between the runtime folders (see each folder's README). */
const boundary = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** Only the composition root reads the configuration; everything else gets it from the portal. */
const READ_ENV_ELSEWHERE = {
  group: ['**/config/env.ts'],
  importNames: ['readServerEnv'],
  message:
    'Only the composition root (src/server/portal.ts) and src/server/config read the environment: take the value from the portal (locals.services).',
};

/** Astro.locals is typed (App.Locals in src/env.d.ts): reading it never needs a cast. */
const LOCALS_CASTS = [
  'TSAsExpression[expression.name="locals"]',
  'TSAsExpression[expression.property.name="locals"]',
  'TSTypeAssertion[expression.name="locals"]',
  'TSTypeAssertion[expression.property.name="locals"]',
].map((selector) => ({
  selector,
  message: 'locals is typed as App.Locals (src/env.d.ts): read its fields, never cast it.',
}));

/**
 * A module-level `let` in the server is state that outlives a request: a per-feature singleton
 * in all but name. Services are built once by the composition root and reach code as parameters.
 */
const MODULE_STATE = [
  'Program > VariableDeclaration[kind="let"]',
  'Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
  // The same, spelt with the portal's own lazy helpers.
  'Program > VariableDeclaration > VariableDeclarator[init.callee.name=/^(once|retrying)$/]',
  'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.callee.name=/^(once|retrying)$/]',
].map((selector) => ({
  selector,
  message:
    'No module-level state in the server: build the service in the composition root (src/server/portal.ts) and pass it in.',
}));

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
        '**/ui/**',
        '**/server/**',
        '**/pages/**',
      ],
      'The headless core is plain TypeScript: no React, Astro, UI or server-only modules.',
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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...LOCALS_CASTS] },
  },
  {
    // Outside the composition root, the configuration and the tests (which build their own).
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/portal.ts',
      'src/server/portal/**',
      'src/server/config/**',
      '**/*.test.ts',
      '**/*.test-helper.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pages/**', '**/ui/**/*.tsx'],
              message: 'Server code does not depend on page shells or components.',
            },
            READ_ENV_ELSEWHERE,
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...LOCALS_CASTS, ...MODULE_STATE],
    },
  },
  {
    // Process-wide gates of sign-in flood handling: the HTTP server (src/server/http/serve.node.ts)
    // and the app share them inside one process, and the server runs outside the app's module
    // graph, so they cannot be parts of the portal the app builds.
    files: [
      'src/server/accounts/hash-gate.ts',
      'src/server/accounts/password-sign-in.ts',
      'src/server/accounts/sign-in-early-refusal.ts',
      'src/server/accounts/sign-in-address-tracker.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...LOCALS_CASTS] },
  },
  {
    files: ['src/pages/**/*.ts', 'src/middleware.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [READ_ENV_ELSEWHERE] }] },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
