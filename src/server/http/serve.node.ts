import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { sharedSignInEarlyRefusal, type SignInEarlyRefusal } from '../accounts/sign-in-early-refusal.ts';
import { readOverloadLimits } from '../config/overload-limits.ts';
import type { Logger } from '../log/logger.ts';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from '../security/content-security-policy.ts';
import { securityHeaders } from '../security/security-headers.ts';
import { serveHeldPage } from '../page-cache/held-page-fast-path.ts';
import { installGracefulShutdown } from './graceful-shutdown.ts';
import { listenOnSockets } from './listen-sockets.ts';
import type { AdmissionLimits } from './admission-queue.ts';
import { createOverloadGuard } from './overload.ts';
import { applyProxyTrust, compileProxyTrust, type ProxyTrust } from './proxy-trust.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => unknown;

/** Options of the portal's HTTP server. */
export interface ServeOptions {
  port: number;
  host?: string | undefined;
  /** Built browser assets (Astro's dist/client). */
  clientDir: string;
  /** Astro's Node handler from dist/server/entry.mjs (middleware mode). */
  appHandler: NodeHandler;
  log: Logger;
  /** Which peers' X-Forwarded-* headers are believed (TRUST_PROXY); default: nobody's. */
  proxyTrust?: ProxyTrust;
  /** Answers a sign-in flood's repeat attempts before the app (default: the process's one). */
  signInEarlyRefusal?: SignInEarlyRefusal;
  /** How long SIGTERM/SIGINT wait for in-flight requests (SHUTDOWN_TIMEOUT_MS); default 10 s. */
  shutdownTimeoutMs?: number;
  /** Back-pressure on the app (overload.ts); default: MAX_IN_FLIGHT and OVERLOAD_QUEUE_* of the environment. */
  overload?: AdmissionLimits;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isDecodable(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the one HTTP server of a portal process: compressed responses, hashed assets cached
 * forever, other static files for an hour, and everything else (pages and /api) rendered by the
 * app. X-Forwarded-* headers are believed only from trusted proxies (proxy-trust.ts). Resolves once listening; SIGTERM/SIGINT stop it gracefully (graceful-shutdown.ts).
 */
export async function servePortal(options: ServeOptions): Promise<Server> {
  const compress = compression({ threshold: 1024 });
  const trust = options.proxyTrust ?? compileProxyTrust([]);
  const signInEarlyRefusal = options.signInEarlyRefusal ?? sharedSignInEarlyRefusal();
  // Static files never reach the app's middleware, so they get the same security headers here.
  const overHttps = new WeakMap<ServerResponse, boolean>();
  const assets = sirv(options.clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? IMMUTABLE : 'public, max-age=3600');
      for (const [name, value] of Object.entries(securityHeaders(overHttps.get(res) === true)))
        res.setHeader(name, value);
      res.setHeader('Content-Security-Policy', NON_PAGE_CONTENT_SECURITY_POLICY);
    },
  });
  const overload = createOverloadGuard({
    limits: options.overload ?? readOverloadLimits(),
    log: options.log,
    headers: (res) => ({
      ...securityHeaders(overHttps.get(res) === true),
      'Content-Security-Policy': NON_PAGE_CONTENT_SECURITY_POLICY,
    }),
  });
  const server = createServer((req, res) => {
    overHttps.set(res, applyProxyTrust(req, trust).https);
    if (!isDecodable(req.url ?? '/')) {
      // Astro would log a stack trace for these; they are client errors, answered here.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request: The request path is not valid percent-encoding.\n');
      return;
    }
    // A held public page (an anonymous reader's warm page) is answered here, without the app.
    if (serveHeldPage(req, res, overHttps.get(res) === true, options.log)) return;
    // A sign-in flood's repeat attempts are answered here, held on a timer, without the app.
    const refusalHeaders = () => ({
      ...securityHeaders(overHttps.get(res) === true),
      'Content-Security-Policy': NON_PAGE_CONTENT_SECURITY_POLICY,
    });
    signInEarlyRefusal.handle(req, res, refusalHeaders, () => {
      // sirv pipes a file it listed at start into the response, with no error listener: a file
      // removed since (an app rebuilt under a running server) would crash the process. Such a
      // response has its headers out already, so it is cut off instead, and the server goes on.
      res.once('pipe', (source: NodeJS.ReadableStream) => {
        source.once('error', (error) => {
          options.log.warn('static file unreadable', { path: req.url, error: String(error) });
          res.destroy();
        });
      });
      compress(req as never, res as never, () => {
        // Static files are cheap and never queued; what reaches the app waits its turn (overload.ts).
        assets(req, res, () => overload(req, res, () => options.appHandler(req, res)));
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  const port = await listenOnSockets(server, { port: options.port, host: options.host });
  options.log.info('portal listening', {
    url: `http://localhost:${port}`,
    port,
    host: options.host ?? '(all interfaces)',
  });
  installGracefulShutdown(server, { log: options.log, timeoutMs: options.shutdownTimeoutMs ?? 10_000 });
  return server;
}
