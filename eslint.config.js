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

/**
 * What no UI file may import: it runs in the browser. Each room below repeats it, because a
 * later config object replaces the options of the same rule instead of adding to them.
 */
const UI_RUNS_IN_BROWSER = {
  group: [
    '**/server/**',
    '**/pages/**',
    '**/importer/**',
    'node:*',
    'astro',
    'astro:*',
    '**/core/**/*.node.ts',
  ],
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

/** React and Astro: what the headless core never imports. */
const UI_FRAMEWORKS = ['react', 'react-dom', 'react/*', 'react-dom/*', 'astro', 'astro:*'];

/** Server code never depends on the Astro page shells (src/pages). */
const NO_PAGE_SHELLS = {
  group: ['**/pages/**', '**/importer/**'],
  message: 'Server code does not depend on page shells or the site importer.',
};

/** Outside rendering, src/ui is imported only for catalogues and components. */
const UI_FOR_RENDERING_ONLY = {
  group: ['**/ui/**/*.*', ...UI_CATALOGUES, '!**/ui/**/*.tsx'],
  message:
    'Import from src/ui only catalogues (messages.ts, *-messages.ts, ui/i18n/catalogues.ts, ui/i18n/locales/*) and components for rendering (*.tsx); shared types and rules live in src/core.',
};

/** no-restricted-imports with these patterns (a later config object replaces, never adds). */
const imports = (/** @type {object[]} */ ...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
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
      [...UI_FRAMEWORKS, 'node:*', '**/ui/**', '**/server/**', '**/pages/**', '**/importer/**'],
      'The headless core is plain TypeScript that also runs in a browser: no React, Astro, UI or server-only modules, and Node built-ins only in *.node.ts files.',
    ),
  },
  {
    files: ['src/core/**/*.node.ts'],
    rules: boundary(
      [...UI_FRAMEWORKS, '**/ui/**', '**/server/**', '**/pages/**', '**/importer/**'],
      'The headless core is plain TypeScript: no React, Astro, UI or server-only modules.',
    ),
  },
  {
    // Tests run in Node and may check the core against the UI's English catalogues, the real
    // wording the build passes to the renderers; nothing else of the UI.
    files: ['src/core/**/*.test.ts', 'src/core/**/*.test-helper.ts'],
    rules: boundary(
      [...UI_FRAMEWORKS, '**/ui/**/*.*', '!**/ui/i18n/messages.ts', '**/server/**', '**/pages/**'],
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
    rules: imports(NO_PAGE_SHELLS, UI_FOR_RENDERING_ONLY, READ_ENV_ELSEWHERE),
  },
  {
    // Build tooling that writes a content root from another site: core and schemas only.
    files: ['src/importer/**/*.ts'],
    rules: boundary(
      [...UI_FRAMEWORKS, '**/ui/**', '**/server/**', '**/pages/**'],
      'The importer is Node build tooling: it uses the core and the schemas, never the UI, the server or page shells (src/importer/README.md).',
    ),
  },
  {
    // Route-data builders are the rendering side of the server: they map a request's data to the
    // props of the components a page shell renders, with the UI's own prop builders.
    files: ['src/server/pages/**/*.ts'],
    rules: imports(NO_PAGE_SHELLS, READ_ENV_ELSEWHERE),
  },
  {
    // The composition root and the configuration read the environment; tests build their own.
    files: [
      'src/server/portal.ts',
      'src/server/portal/**',
      'src/server/config/**',
      'src/server/**/*.test.ts',
      'src/server/**/*.test-helper.ts',
    ],
    rules: imports(NO_PAGE_SHELLS, UI_FOR_RENDERING_ONLY),
  },
  {
    files: ['src/pages/**/*.ts', 'src/middleware.ts'],
    rules: imports(UI_FOR_RENDERING_ONLY, READ_ENV_ELSEWHERE),
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts'],
    rules: imports(UI_FOR_RENDERING_ONLY),
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
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
