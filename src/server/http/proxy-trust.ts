import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { forwardedProtoIsHttps } from '../security/security-headers.ts';

/** Whether the hop at `address`, `index` hops from the server (0: the socket's peer), is trusted. */
export type ProxyTrust = (address: string, index: number) => boolean;

/** Headers a client could forge to pose as another address, scheme or host. */
const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
];

/**
 * The trust function of the TRUST_PROXY setting: a list of proxy addresses, CIDR ranges or the
 * names `loopback`, `linklocal`, `uniquelocal` (proxy-addr, as Express uses it); or a number of
 * hops, the older TRUSTED_PROXY_HOPS form. Empty: no proxy is trusted.
 */
export function compileProxyTrust(setting: readonly string[] | number): ProxyTrust {
  if (typeof setting === 'number') return (_address, index) => index < setting;
  if (setting.length === 0) return () => false;
  return proxyaddr.compile([...setting]);
}

/**
 * Makes the forwarding headers of a request believable before anything reads them. From a peer
 * that is not a trusted proxy they are removed: a client's own X-Forwarded-Proto must not earn
 * it HSTS or a Secure cookie, nor its X-Forwarded-For another client's sign-in limits. From a
 * trusted proxy, X-Forwarded-For becomes the single address of the client (the nearest untrusted
 * hop) and X-Forwarded-Proto the nearest proxy's word. Returns whether the client spoke HTTPS.
 */
export function applyProxyTrust(req: IncomingMessage, trust: ProxyTrust): { https: boolean } {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const peer = req.socket.remoteAddress ?? '';
  if (peer === '' || !trust(peer, 0)) {
    for (const name of FORWARDED_HEADERS) req.headers[name] = undefined;
    return { https: encrypted };
  }
  req.headers['x-forwarded-for'] = proxyaddr(req, trust);
  const proto = req.headers['x-forwarded-proto'];
  const https = encrypted || forwardedProtoIsHttps(Array.isArray(proto) ? proto.join(',') : proto);
  if (proto !== undefined) req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
  return { https };
}
