import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log/logger.ts';
import { AdmissionQueue, type AdmissionLimits, type Refusal } from './admission-queue.ts';
import { storageUnavailableResponse } from './storage-unavailable-response.ts';

/** What an overloaded process answers (JSON under the API prefixes, plain text elsewhere). */
export const OVERLOAD_MESSAGE = 'The server is busy. Try again shortly.';
/** Seconds a refused client is told to wait: a turn usually frees up within one. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** Paths never queued nor refused: a supervisor must see a busy process as alive. */
const NEVER_REFUSED = new Set(['/healthz', '/readyz']);

/**
 * The 503 of an overloaded process: the storage-unavailable shapes (Algolia's under /1/, `error`
 * under /api/ and /gateway/, a plain line for pages), never cached, with a short Retry-After.
 */
export function overloadResponse(request: Request): Response {
  const response = storageUnavailableResponse(request, OVERLOAD_MESSAGE);
  response.headers.set('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS));
  return response;
}

async function send(res: ServerResponse, response: Response, extra: Record<string, string>) {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.headersSent || res.destroyed) return;
  res.writeHead(response.status, {
    ...extra,
    ...Object.fromEntries(response.headers),
    'Content-Length': String(body.byteLength),
  });
  res.end(body);
}

/** A Web Request naming the path of `req` (its shape picks the refusal's); '/' when unparsable. */
function requestFor(req: IncomingMessage): Request {
  try {
    const path = (req.url ?? '/').startsWith('/') ? (req.url ?? '/') : '/';
    return new Request(new URL(path, 'http://portal.invalid'));
  } catch {
    return new Request('http://portal.invalid/');
  }
}

/** Options of the overload guard. */
export interface OverloadGuardOptions {
  limits: AdmissionLimits;
  log: Logger;
  /** Headers every refusal carries besides its own (security headers). */
  headers?: (res: ServerResponse) => Record<string, string>;
}

/**
 * A Node request handler step: runs `next` in turn, or answers 503. The turn ends when the
 * promise `next` returns settles (the app's handler resolves once it has answered), or, for a
 * `next` that returns nothing, when the response closes.
 */
export type OverloadGuard = ((req: IncomingMessage, res: ServerResponse, next: () => unknown) => void) & {
  readonly queue: AdmissionQueue;
};

/**
 * Back-pressure for the app: at most `maxInFlight` requests are worked on at once, later ones
 * wait in arrival order up to `queueDepth`, and past that, or after `queueTimeoutMs` of waiting,
 * the client gets 503 with Retry-After at once instead of a slow answer or none. A request whose
 * client left while it waited is never started; one whose client leaves while it runs keeps its
 * turn until the app is done with it, so abandoned work still counts. Health checks pass
 * straight through.
 */
export function createOverloadGuard(options: OverloadGuardOptions): OverloadGuard {
  const queue = new AdmissionQueue(options.limits);
  let refusedSinceLog = 0;
  let lastLog = 0;
  const refuse = (req: IncomingMessage, res: ServerResponse, reason: Refusal) => {
    refusedSinceLog += 1;
    const now = Date.now();
    // One line a second at most: a flood must not turn into a flood of log lines.
    if (now - lastLog >= 1000) {
      options.log.warn('overloaded: requests refused', {
        refused: refusedSinceLog,
        reason,
        inFlight: queue.inFlight,
        queued: queue.queued,
      });
      refusedSinceLog = 0;
      lastLog = now;
    }
    void send(res, overloadResponse(requestFor(req)), options.headers?.(res) ?? {});
  };
  const guard = (req: IncomingMessage, res: ServerResponse, next: () => unknown) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (NEVER_REFUSED.has(path)) {
      next();
      return;
    }
    const ticket = queue.enter();
    res.once('close', ticket.withdraw);
    void ticket.turn.then((turn) => {
      if (!turn.admitted) return refuse(req, res, turn.reason);
      if (res.destroyed) return turn.release();
      let work: unknown;
      try {
        work = next();
      } catch (error) {
        turn.release();
        throw error;
      }
      if (work instanceof Promise) void work.finally(turn.release).catch(() => {});
      else if (res.closed) turn.release();
      else res.once('close', turn.release);
    });
  };
  return Object.assign(guard, { queue });
}
