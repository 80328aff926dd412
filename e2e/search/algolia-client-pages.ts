/**
 * Test pages that run Algolia's own UI libraries, unmodified from node_modules, against the
 * portal's search API from another origin, as a team embedding them on its own site would:
 * DocSearch (@docsearch/js) and a small react-instantsearch page on algoliasearch/lite. Bundled
 * once with esbuild and served by a tiny HTTP server on its own port.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../harness/paths.ts';

// The page reads where the portal is and which key to use from its own query string.
const CONFIG = `
const params = new URLSearchParams(location.search);
export const config = {
  appId: params.get('app'),
  apiKey: params.get('key'),
  indexName: params.get('index'),
  hosts: [{ url: params.get('host'), protocol: 'http', accept: 'readWrite' }],
};
`;

const DOCSEARCH = `
import docsearch from '@docsearch/js';
import { liteClient } from 'algoliasearch/lite';
import { config } from './config';
// transformSearchClient is DocSearch's documented hook: the portal's API is the Algolia host.
docsearch({
  container: '#docsearch',
  appId: config.appId,
  apiKey: config.apiKey,
  indices: [config.indexName],
  transformSearchClient: () => liteClient(config.appId, config.apiKey, { hosts: config.hosts }),
});
`;

const INSTANTSEARCH = `
import { createRoot } from 'react-dom/client';
import { liteClient } from 'algoliasearch/lite';
import {
  Configure, HierarchicalMenu, Highlight, Hits, InstantSearch, Pagination, RefinementList, SearchBox,
  Snippet, Stats,
} from 'react-instantsearch';
import { config } from './config';

const client = liteClient(config.appId, config.apiKey, { hosts: config.hosts });
function Hit({ hit }) {
  return (
    <article data-testid="hit" data-object-id={hit.objectID}>
      <h3><Highlight attribute="hierarchy.lvl1" hit={hit} /></h3>
      <p><Snippet attribute="content" hit={hit} /></p>
    </article>
  );
}
createRoot(document.getElementById('app')).render(
  <InstantSearch searchClient={client} indexName={config.indexName}>
    <Configure hitsPerPage={4} attributesToSnippet={['content:12']} />
    <SearchBox />
    <Stats />
    <section id="products"><RefinementList attribute="productName" /></section>
    <section id="categories"><HierarchicalMenu attributes={['categories.lvl0', 'categories.lvl1']} /></section>
    <Hits hitComponent={Hit} />
    <Pagination />
  </InstantSearch>,
);
`;

async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: 'jsx', sourcefile: 'page.jsx' },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [
      {
        name: 'page-config',
        setup(plugin) {
          plugin.onResolve({ filter: /^\.\/config$/ }, () => ({ path: 'config', namespace: 'page' }));
          plugin.onLoad({ filter: /.*/, namespace: 'page' }, () => ({ contents: CONFIG, loader: 'js' }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

const html = (title: string, body: string, script: string, css = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${css}</head>` +
  `<body>${body}<script type="module" src="${script}"></script></body></html>`;

/** The test pages' server. */
export interface ClientPages {
  /** The page's URL with the portal's host and a search key in its query string. */
  url: (page: 'docsearch' | 'instantsearch', search: { host: string; key: string }) => string;
  close: () => Promise<void>;
}

/** Bundles both pages and serves them on a free port of 127.0.0.1 (another origin than the portal's). */
export async function startClientPages(): Promise<ClientPages> {
  const [docsearch, instantsearch, css] = await Promise.all([
    bundle(DOCSEARCH),
    bundle(INSTANTSEARCH),
    readFile(join(REPO_ROOT, 'node_modules/@docsearch/css/dist/style.css'), 'utf8'),
  ]);
  const files: Record<string, [string, string]> = {
    '/docsearch.html': [
      'text/html',
      html(
        'DocSearch',
        '<div id="docsearch"></div>',
        '/docsearch.js',
        '<link rel="stylesheet" href="/docsearch.css">',
      ),
    ],
    '/docsearch.js': ['text/javascript', docsearch],
    '/docsearch.css': ['text/css', css],
    '/instantsearch.html': ['text/html', html('InstantSearch', '<div id="app"></div>', '/instantsearch.js')],
    '/instantsearch.js': ['text/javascript', instantsearch],
  };
  const server: Server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://pages').pathname];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
    response.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (page, search) =>
      `http://127.0.0.1:${port}/${page}.html?${new URLSearchParams({
        app: 'PORTICO',
        index: 'portico_docs',
        host: search.host,
        key: search.key,
      })}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
