import { createHash } from 'node:crypto';
import { methodNotAllowed } from '../http/method-not-allowed.ts';

/** A script pages load from /api/page-scripts/, named by its content so it is cached for good. */
export interface PageScript {
  /** `{name}.{hash}.js`. */
  readonly file: string;
  /** `/api/page-scripts/{file}`: where pages load it from. */
  readonly path: string;
  readonly code: string;
}

/** Names `code` by its content hash under /api/page-scripts/. */
export function pageScript(name: string, code: string): PageScript {
  const file = `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;
  return { file, path: `/api/page-scripts/${file}`, code };
}

/**
 * GET /api/page-scripts/{file}: one of `scripts` under its current name, immutable; any other name
 * (an older build's, a guess) is a 404, and methods other than GET and HEAD a 405.
 */
export function pageScriptResponse(
  request: Request,
  file: string | undefined,
  scripts: readonly PageScript[],
): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return methodNotAllowed(request, ['GET', 'HEAD']);
  const script = scripts.find((candidate) => candidate.file === file);
  if (script === undefined)
    return Response.json(
      { error: 'No such page script; pages name the current one.' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  return new Response(request.method === 'HEAD' ? null : script.code, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
