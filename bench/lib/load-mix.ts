// The load bench's mixed workload: what readers of a docs portal send, as autocannon requests,
// each tagged with its route kind so latencies and errors are kept per kind.
import type { Request as CannonRequest } from 'autocannon';
import type { LoadSession } from './load-sessions.ts';

/** The kinds of request the mix sends; results are kept per kind. */
export const ROUTE_KINDS = [
  'docs page',
  'landing',
  'search page',
  'search API /1/',
  'banner-info',
  'heartbeat (signed in)',
  'feedback (signed in)',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** One request of the mix. */
export interface MixRequest extends CannonRequest {
  kind: RouteKind;
  path: string;
}

const DOCS_PAGES = [
  '/platform/forge/getting-started/',
  '/platform/forge/manifest-reference/',
  '/platform/forge/cli-reference/',
  '/platform/forge/environments-and-versions/',
  '/platform/forge/events/product-events/',
  '/platform/forge/manifest-reference/permissions/',
  '/platform/forge/runtime-reference/product-fetch-api/',
  '/platform/forge/manifest-reference/modules/jira-issue-panel/',
];
// Every browser asks for compressed answers, so the mix exercises the server's compression too.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const QUERIES = ['forge', 'manifest', 'webhooks', 'oauth', 'rest api', 'permissions'];

/** What the mix needs from the portal: a search key, its app id and index, signed-in readers. */
export interface MixContext {
  origin: string;
  searchKey: string;
  appId: string;
  indexName: string;
  sessions: readonly LoadSession[];
}

/**
 * One pass of the mix (each connection loops over it): about half docs pages, then landings,
 * the search page, the search API as the modal calls it, banner-info as the header asks on mount,
 * and a signed-in reader's heartbeat and feedback post.
 */
export function mixRequests(context: MixContext): MixRequest[] {
  const { origin, sessions } = context;
  const session = (i: number) => sessions[i % sessions.length];
  const signedIn = (i: number, contentType: string) => {
    const s = session(i);
    if (s === undefined) throw new Error('the mix needs at least one signed-in session');
    return { ...BROWSER, cookie: s.cookie, 'x-csrf-token': s.csrf, origin, 'content-type': contentType };
  };
  const get = (kind: RouteKind, path: string): MixRequest => ({
    kind,
    path,
    method: 'GET',
    headers: BROWSER,
  });
  const query = `x-algolia-api-key=${encodeURIComponent(context.searchKey)}&x-algolia-application-id=${context.appId}`;
  const searchApi = (q: string): MixRequest => ({
    kind: 'search API /1/',
    path: `/1/indexes/*/queries?${query}`,
    method: 'POST',
    // Algolia's browser clients post JSON as a "simple" content type, with no preflight.
    headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({
      requests: [
        {
          indexName: context.indexName,
          params: new URLSearchParams({ query: q, hitsPerPage: '10' }).toString(),
        },
      ],
    }),
  });
  const heartbeat = (i: number): MixRequest => ({
    kind: 'heartbeat (signed in)',
    path: '/gateway/api/session/heartbeat',
    method: 'POST',
    headers: signedIn(i, 'application/json'),
  });
  const feedback = (i: number, page: string): MixRequest => ({
    kind: 'feedback (signed in)',
    path: '/api/feedback-provider/issue',
    method: 'POST',
    headers: signedIn(i, 'application/json'),
    body: JSON.stringify({
      pageTitle: 'Load bench',
      pageUrl: page,
      pathName: page,
      ratingScore: 4,
      textFeedback: 'Helpful.',
    }),
  });
  const docs = DOCS_PAGES.map((path) => get('docs page', path));
  return [
    docs[0]!,
    get('landing', '/cloud/'),
    docs[1]!,
    searchApi(QUERIES[0]!),
    get('banner-info', `/api/contentful-provider/banner-info?path=${encodeURIComponent(DOCS_PAGES[0]!)}`),
    docs[2]!,
    heartbeat(0),
    get('search page', `/search/?q=${encodeURIComponent(QUERIES[1]!)}`),
    docs[3]!,
    get('landing', '/server/'),
    searchApi(QUERIES[2]!),
    docs[4]!,
    heartbeat(1),
    get('banner-info', `/api/contentful-provider/banner-info?path=${encodeURIComponent(DOCS_PAGES[4]!)}`),
    docs[5]!,
    searchApi(QUERIES[3]!),
    get('search page', `/search/?q=${encodeURIComponent(QUERIES[4]!)}`),
    docs[6]!,
    feedback(2, DOCS_PAGES[6]!),
    get('landing', '/'),
    docs[7]!,
    searchApi(QUERIES[5]!),
    heartbeat(3),
  ];
}

/** Asks the portal for a visitor's search key, as the search modal does on open. */
export async function searchKeyOf(origin: string): Promise<string> {
  const response = await fetch(new URL('/api/search/token', origin));
  const body = (await response.json()) as { key?: unknown };
  if (!response.ok || typeof body.key !== 'string') throw new Error(`no search key (${response.status})`);
  return body.key;
}
