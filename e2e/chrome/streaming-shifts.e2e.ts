/**
 * Nothing around a page's content moves while its HTML is still arriving: not the chrome above
 * the main landmark, and not a form's controls within it. A browser paints whatever it has parsed
 * whenever the parser waits for more bytes (or yields on a slow phone), so chrome laid out from a
 * partly parsed row (a title centred beside a Menu button not yet parsed, a select as wide as the
 * options parsed so far) jumps once the rest arrives. The pages are fetched through a proxy that
 * hands the browser their HTML in small pieces, which makes those frames happen on every run
 * instead of now and then under load.
 *
 * Text inside the main landmark may reflow as a long word or a card's sentence arrives in two
 * pieces, moving what follows it; that is the content flowing in, not the page's layout, so
 * shifts of nodes inside `main` are left out, except within a form (the search filters).
 */
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { browser, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';

/** Bytes per piece and the pause between pieces: a 50 KB page takes about 4 s to arrive. */
const PIECE_BYTES = 128;
const PAUSE_MS = 10;

/** A proxy to `target` that sends HTML answers in small pieces and everything else as it comes. */
async function trickleProxy(target: URL): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        // Pieces of unknown total length: the answer goes out chunked.
        const { 'content-length': length, ...rest } = answer.headers;
        res.writeHead(
          answer.statusCode ?? 502,
          html || length === undefined ? rest : { ...rest, 'content-length': length },
        );
        if (!html) return void answer.pipe(res);
        const pieces: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => pieces.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(pieces);
          let offset = 0;
          const next = (): void => {
            if (offset >= body.length) return void res.end();
            res.write(body.subarray(offset, offset + PIECE_BYTES));
            offset += PIECE_BYTES;
            setTimeout(next, PAUSE_MS);
          };
          next();
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Layout shifts since the page began, each with the nodes it moved outside the content's text. */
const shiftsOutsideContent = () =>
  new Promise<string[]>((done) => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const name = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.localName}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${[...node.classList].join('.')}`
        : `${node?.nodeName ?? '?'} in ${node?.parentElement?.localName ?? '?'}`;
    const inContent = (node: Node | null | undefined) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return element?.closest('main') != null && element.closest('form') == null;
    };
    new PerformanceObserver((list) =>
      done(
        (list.getEntries() as Shift[])
          .filter((entry) => !entry.hadRecentInput)
          .flatMap((entry) =>
            entry.sources
              .filter((source) => !inContent(source.node))
              .map(
                (s) =>
                  `${entry.value.toExponential(2)} ${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
              ),
          ),
      ),
    ).observe({ type: 'layout-shift', buffered: true });
    // No entry at all: the observer never calls back.
    setTimeout(() => done([]), 500);
  });

describe('pages whose HTML arrives slowly', () => {
  let proxy: { origin: string; server: Server };

  before(
    async () => {
      proxy = await trickleProxy(new URL((await portal()).baseUrl));
    },
    { timeout: PORTAL_START_TIMEOUT_MS + 30_000 },
  );
  after(() => proxy?.server.close());

  for (const width of [375, 1280]) {
    it(
      `move nothing but their content's text while they stream in, at ${width}px`,
      { timeout: 120_000 },
      async () => {
        const context = await (await browser()).newContext({ viewport: { width, height: 800 } });
        try {
          // A consent decision, so that no consent banner is part of the page.
          await context.addCookies([{ name: 'portico_consent_test', value: 'v1:1', url: proxy.origin }]);
          const moved: string[] = [];
          for (const path of ['/platform/forge/getting-started/', '/search/?q=webhook', '/', '/cloud/']) {
            const page = await context.newPage();
            await page.goto(`${proxy.origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
            // Two frames after the last byte: whatever it changed has been laid out.
            await page.evaluate(
              () => new Promise((ready) => requestAnimationFrame(() => requestAnimationFrame(ready))),
            );
            moved.push(...(await page.evaluate(shiftsOutsideContent)).map((shift) => `${path}: ${shift}`));
            await page.close();
          }
          assert.deepEqual(moved, []);
        } finally {
          await context.close();
        }
      },
    );
  }
});
