import type { ContentStore } from './content/content-store.ts';
import type { Logger } from './log/logger.ts';
import type { Database } from './storage/database.ts';

/** What readiness looks at: the portal's content build and database, and its release. */
export interface ReadinessSources {
  content: () => Promise<ContentStore>;
  db: () => Promise<Database>;
  /** RELEASE_ID of the app build answering. */
  release: string;
  log: Logger;
}

/** How long one check may take before it counts as failed, in milliseconds. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

type Check = { ok: true; [field: string]: unknown } | { ok: false; reason: string };

class TooSlow extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new TooSlow(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);
}

async function contentCheck(sources: ReadinessSources, ms: number): Promise<Check> {
  try {
    const { manifest } = await within(sources.content(), ms);
    return { ok: true, pages: manifest.routes.length, builtAt: manifest.builtAt };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function databaseCheck(sources: ReadinessSources, ms: number): Promise<Check> {
  const began = Date.now();
  try {
    const db = await within(sources.db(), ms);
    await within(db.query('SELECT 1'), ms);
    return { ok: true, kind: db.kind, ms: Date.now() - began };
  } catch (error) {
    // An embedded database takes seconds to open on a first start: not ready yet, not broken.
    if (error instanceof TooSlow) return { ok: false, reason: `database did not answer within ${ms} ms` };
    // The cause (host names, addresses) goes to the log, not to whoever asks.
    sources.log.warn('readiness: database unreachable', { error: String(error) });
    return { ok: false, reason: 'database unreachable' };
  }
}

/**
 * GET /readyz: 200 when this process can serve real traffic (the content build is loaded and the
 * database answers a query), 503 otherwise, with each check in a small JSON body. The app build
 * is the one answering, so it is reported by its release. /healthz stays the liveness check.
 */
export async function readinessResponse(
  sources: ReadinessSources,
  timeoutMs = READINESS_CHECK_TIMEOUT_MS,
): Promise<Response> {
  const [content, database] = await Promise.all([
    contentCheck(sources, timeoutMs),
    databaseCheck(sources, timeoutMs),
  ]);
  const ready = content.ok && database.ok;
  return Response.json(
    {
      status: ready ? 'ready' : 'unavailable',
      checks: { content, database, app: { ok: true, release: sources.release } },
    },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
