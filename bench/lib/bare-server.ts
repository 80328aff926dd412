import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './portal.ts';

/** A bare node:http server in its own process, answering every request with the same bytes. */
export interface BareServer {
  origin: string;
  stop: () => Promise<void>;
}

// Runs in the child: the least a Node server can do for a page held in memory.
const SERVER = `
const { createServer } = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const headers = { 'Content-Type': process.argv[2], 'Content-Length': body.byteLength };
const server = createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
server.keepAliveTimeout = 65000;
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

/**
 * Starts a bare node:http server (same Node as the portal, its own process like the portal) that
 * sends `body` with `contentType` from memory: the ceiling a page served by the portal is
 * compared with.
 */
export async function startBareServer(body: Uint8Array, contentType: string): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bare-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', SERVER, file, contentType, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
