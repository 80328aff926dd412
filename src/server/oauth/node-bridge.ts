import type { IncomingMessage, ServerResponse } from 'node:http';
import { toReqRes } from 'fetch-to-node';

/** The mount point of the provider under the portal's origin. */
export const OAUTH_PREFIX = '/oauth2';

/** How a Web request is seen by the provider's Node handler. */
export interface BridgeOptions {
  /** The configured public origin: the only source of Host and of the scheme. */
  origin: URL;
  /** The client's address, as the proxy-trust step resolved it. */
  clientAddress: string;
}

/**
 * A Node request and response for `request`, with the three adjustments of decision 0026 §5:
 * the /oauth2 prefix stripped (kept in `originalUrl`), Host and the socket taken from the
 * configured origin and the resolved client address (never from the request), and a body
 * without Content-Length marked chunked so that oidc-provider reads it.
 */
export function bridge(
  request: Request,
  options: BridgeOptions,
): { req: IncomingMessage; res: ServerResponse } {
  const { req, res } = toReqRes(request);
  const url = req.url ?? '/';
  Object.assign(req, { originalUrl: url });
  req.url = url.startsWith(OAUTH_PREFIX) ? url.slice(OAUTH_PREFIX.length) || '/' : url;
  req.headers.host = options.origin.host;
  delete req.headers['x-forwarded-host'];
  Object.defineProperty(req, 'socket', {
    value: { encrypted: options.origin.protocol === 'https:', remoteAddress: options.clientAddress },
    configurable: true,
  });
  if (request.body !== null && req.headers['content-length'] === undefined) {
    req.headers['transfer-encoding'] = 'chunked';
  }
  return { req, res };
}
