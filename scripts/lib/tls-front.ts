// A local stand-in for the TLS-terminating proxy a deployment puts in front of the portal, so
// HTTPS-only checks (HSTS, Secure cookies, the http→https redirect) can run on one machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running front: https://localhost:httpsPort proxies to the portal, http://localhost:httpPort redirects. */
export interface TlsFront {
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate (PEM) the front presents for localhost. */
  certificate: string;
  close(): Promise<void>;
}

/** A throwaway self-signed certificate for localhost, made with the openssl command. */
function selfSignedLocalhost(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portico-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const pair = {
    key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
  };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * Starts the front for a portal at `target` (http://127.0.0.1:PORT). The portal must trust
 * loopback proxies (TRUST_PROXY=loopback) to believe the front's X-Forwarded-Proto: https.
 */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const { key, cert } = selfSignedLocalhost();
  const upstream = new URL(target);
  const https = createHttpsServer({ key, cert }, (req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  const httpsPort = await listen(https as unknown as Server);
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url ?? '/'}` }).end();
  });
  const httpPort = await listen(http);
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    httpPort,
    httpsPort,
    certificate: cert,
    close: async () => {
      https.closeAllConnections();
      http.closeAllConnections();
      await Promise.all([close(https as unknown as Server), close(http)]);
    },
  };
}
