import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';

// Pages render on request from the prebuilt content store (see docs/architecture.md):
// Astro only builds the page shells and the React islands, never the content itself.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  build: { inlineStylesheets: 'auto' },
  vite: {
    build: { target: 'es2022' },
    ssr: { external: ['shiki'] },
  },
});
