import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log/logger.ts';
import { heldPageAnswer } from './answer-cached-page.ts';
import { pageKeyOf } from './page-cache-middleware.ts';
import type { PageCache } from './page-cache.ts';

const SLOT = Symbol.for('portico.heldPages');
type Slot = { [SLOT]?: PageCache };

/**
 * Makes `cache` the process's held pages (src/middleware.ts does, with the running portal's),
 * so the HTTP server can answer them before the app: it runs in another module graph.
 */
export function publishHeldPages(cache: PageCache | undefined): void {
  if (cache !== undefined) (globalThis as Slot)[SLOT] = cache;
}

/**
 * Answers a request for a held public page straight from the HTTP server, without the app's
 * pipeline, middleware or streaming compression (the page's encodings were made when it was
 * held): the warm path of an anonymous reader. The key is the app's own (pageKeyOf) with the
 * build the app last keyed with, so it finds exactly what the app would serve; anything else
 * (a miss, a session, a POST, no build yet) is left to the app. Logs the request as the app does.
 */
export function serveHeldPage(
  req: IncomingMessage,
  res: ServerResponse,
  https: boolean,
  log: Logger,
): boolean {
  const started = performance.now();
  const cache = (globalThis as Slot)[SLOT];
  const build = cache?.build;
  if (cache === undefined || build === undefined || req.url === undefined) return false;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  const key = pageKeyOf(
    {
      method: req.method ?? 'GET',
      https,
      host: req.headers.host ?? '',
      target: req.url,
      cookie: header('cookie'),
      acceptLanguage: header('accept-language'),
    },
    build,
  );
  // Past its time, the page is still answered while the app renders it again (page-cache.ts).
  const page = key === undefined ? undefined : (cache.get(key) ?? cache.whileRendering(key));
  if (page === undefined) return false;
  const { status, headers, body } = heldPageAnswer(page, {
    ifNoneMatch: header('if-none-match'),
    acceptEncoding: header('accept-encoding'),
    head: req.method === 'HEAD',
  });
  res.writeHead(status, Object.fromEntries(headers));
  res.end(body ?? undefined);
  const ms = Math.round((performance.now() - started) * 10) / 10;
  log.info('request', { method: req.method, path: req.url.split('?')[0], status, ms, held: true });
  return true;
}
