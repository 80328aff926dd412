import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';

// Pages render on request from the prebuilt content store (see docs/architecture.md):
// Astro only builds the page shells and the React islands, never the content itself.
/**
 * The islands every page hydrates before any interaction, and the runtime they need. One chunk
 * for them all compresses a fifth smaller than the two dozen small chunks the automatic split
 * made, which were fetched on every page anyway. Lazy parts (drawers, search, REST controls) keep
 * their own chunks.
 */
const EAGER_CHROME =
  /src[\\/]ui[\\/]chrome[\\/](?:site-header[\\/]site-header|banner[\\/]announcement-banner|consent[\\/]consent-banner|consent[\\/]cookie-preferences-toggle|analytics[\\/]page-telemetry)\.tsx$/;

const ROOT = fileURLToPath(new URL('.', import.meta.url));

const shortHash = (text: string, length: number) =>
  createHash('sha256').update(text).digest('base64url').slice(0, length);

/**
 * A CSS module's class as the page and the code name it: `_`, 4 characters of a hash of the
 * module's path, and the class's rank in the module (base 36), the same in the server and the
 * client build. Vite's default (`_menuLink_ni68a_153`: name, file hash and line) made a fifth of
 * a docs page's markup (docs/decisions/0065-page-weight.md); a module's classes share their
 * prefix, which compresses.
 */
const scopedClassName = (name: string, filename: string, css: string) => {
  const file = shortHash(relative(ROOT, filename.replace(/\?.*$/, '')), 4);
  const classes = [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]))];
  const rank = classes.indexOf(name);
  return `_${file}${rank < 0 ? `_${shortHash(name, 4)}` : rank.toString(36)}`;
};

const STYLE = /\.css(?:$|\?)/;
const styleChunkName = (id: string) => /([\w-]+)(?:\.module)?\.css(?:$|\?)/.exec(id)?.[1] ?? 'style';

export default defineConfig({
  output: 'server',
  // scripts/lib/repo.ts DIST_DIR: parallel test runs each build into their own folder.
  outDir: process.env['PORTICO_DIST_DIR'] ?? './dist',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    react(),
    {
      // client:interaction (src/ui/kit/islands/README.md): hydrate when the reader reaches for an island.
      name: 'portico:client-interaction',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(
              new URL('./src/ui/kit/islands/interaction-directive.ts', import.meta.url),
            ),
          });
        },
      },
    },
  ],
  trailingSlash: 'ignore',
  // Our middleware answers non-read methods on pages with 405, and state-changing APIs check a
  // CSRF token; Astro's blanket origin check would turn those into 403s first.
  security: {
    checkOrigin: false,
    // Astro renders its inline hydration scripts without a nonce attribute, so it hashes them
    // (and its inline styles); the security headers middleware puts these hashes into the page's
    // policy beside the per-answer nonce (docs/decisions/0020-content-security-policy.md).
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { strictDynamic: true },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  devToolbar: { enabled: false },
  // Every stylesheet is a file: an immutable asset the browser caches once, rather than the same
  // styles again in every page's HTML (docs/decisions/0065-page-weight.md).
  build: { inlineStylesheets: 'never' },
  vite: {
    css: { modules: { generateScopedName: scopedClassName } },
    build: {
      target: 'es2022',
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Styles keep chunks of their own: Astro puts the CSS of server-rendered
                  // components into the page and deletes the chunk's CSS file, which Vite may
                  // already have listed among a dynamic import's preloads.
                  { name: (id) => (STYLE.test(id) ? styleChunkName(id) : null), priority: 2 },
                  { name: 'chrome', test: EAGER_CHROME, priority: 1 },
                ],
              },
            },
          },
        },
      },
    },
    ssr: { external: ['shiki'] },
  },
});
