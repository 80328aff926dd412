// Keystroke-to-results-painted in Chromium (target ≤ 50 ms): starts the real portal,
// opens the search modal on a docs page with Ctrl+K and types queries one character at a time.
//
// Method, per keystroke (all timestamps on the page's performance.now() clock):
// - start: the keydown's event.timeStamp, taken by a capture listener on the search input: the
//   moment the browser created the key event, so input delay is included;
// - the search request: the modal sends queries with fetch (src/ui/features/search-modal/query-client.ts), so
//   window.fetch is wrapped to count searches in flight (POST …/1/indexes/…) and to note when the
//   last one ended: when its body has been read (the wrapped Response.text/json/arrayBuffer
//   settles, just before the client's own continuation runs) or the fetch failed. XMLHttpRequest
//   send() is wrapped the same way (ended at loadend), for clients that use XHR (algoliasearch);
// - results in the DOM: a MutationObserver on the modal body. The first mutation batch after a
//   search that began after the keydown has ended, with none still in flight, is React's commit
//   of that keystroke's results (earlier commits, e.g. the input echo, happen before the request
//   ends and are ignored). Its time is the "commit" column;
// - painted: from that MutationObserver callback, requestAnimationFrame and then setTimeout(0):
//   the rAF callback runs just before the frame that shows the new DOM is produced, and a task
//   queued from it runs after that frame's rendering step: the usual way to observe "after the
//   next paint" from script. Its time is the "painted" column.
// Each keystroke waits for its results before the next one, so every sample is a whole
// request-render-paint cycle and none is cut short by a newer keystroke. A warm-up query runs
// first (it loads the modal's code and the search key), and is not counted.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/harness/browser.ts';
import { waitForHydration } from '../../e2e/harness/hydration.ts';
import { chromiumPath } from '../lib/browser-weight.ts';
import { startPortal } from '../lib/portal.ts';
import { formatTable } from '../lib/table.ts';

/** The docs page the modal is opened on. */
export const PAINT_PAGE = '/platform/forge/getting-started/';

/** Typed one character at a time: 13 queries, 130 keystrokes (prefixes, words, a typo). */
export const PAINT_QUERIES: readonly string[] = [
  'pagination',
  'webhooks',
  'authentication',
  'rest api',
  'forge app',
  'oauth scopes',
  'jql search',
  'permissions',
  'macro',
  'rate limits',
  'custom fields',
  'confluense',
  'manifest',
];

/** One measured keystroke. */
export interface KeystrokeSample {
  query: string;
  /** Key event → results committed to the DOM, ms. */
  commitMs: number;
  /** Key event → the frame showing them painted, ms. */
  paintMs: number;
  /** Key event → the search request sent, ms (input handling, the 0 ms debounce, the client). */
  sentMs: number;
  /** Key event → the search answer received, ms (adds the network and the server). */
  answeredMs: number;
}

/** The run: its samples, and how many keystrokes left the results as they were (not samples). */
export interface KeystrokePaintResult {
  samples: KeystrokeSample[];
  /** Keystrokes after which the results' DOM did not change (a space, or the same hits). */
  unchanged: number;
  page: string;
}

/** Installed before the page's scripts: the fetch and XHR wrappers, the keydown clock and the observer. */
function instrument() {
  type Bench = {
    armed: boolean;
    start: number;
    inFlight: number;
    lastDone: number;
    firstSent: number;
    done: { commit: number; paint: number; sent: number; answered: number } | undefined;
  };
  const bench: Bench = { armed: false, start: 0, inFlight: 0, lastDone: 0, firstSent: 0, done: undefined };
  (window as unknown as { __paintBench: Bench }).__paintBench = bench;
  const markSent = () => {
    bench.inFlight += 1;
    if (bench.armed && bench.firstSent === 0) bench.firstSent = performance.now();
  };
  const markEnded = () => {
    bench.inFlight -= 1;
    bench.lastDone = performance.now();
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const searches = new WeakSet<XMLHttpRequest>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    if (String(args[1]).includes('/1/indexes/')) searches.add(this);
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    if (searches.has(this)) {
      markSent();
      this.addEventListener('loadend', markEnded);
    }
    return send.call(this, body);
  };
  // Responses of search fetches whose body has not been read yet.
  const unread = new WeakSet<Response>();
  const originalFetch = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'POST' || !url.includes('/1/indexes/')) return originalFetch.call(this, input, init);
    markSent();
    return originalFetch.call(this, input, init).then(
      (response) => {
        unread.add(response);
        return response;
      },
      (error: unknown) => {
        markEnded();
        throw error;
      },
    );
  };
  for (const name of ['text', 'json', 'arrayBuffer'] as const) {
    const read = Response.prototype[name] as (this: Response) => Promise<unknown>;
    (Response.prototype as unknown as Record<string, unknown>)[name] = function (this: Response) {
      const body = read.call(this);
      if (!unread.delete(this)) return body;
      return body.finally(markEnded);
    };
  }
  document.addEventListener(
    'keydown',
    (event) => {
      if (!bench.armed || (event.target as Element | null)?.getAttribute('data-testid') !== 'search-input')
        return;
      bench.start = event.timeStamp;
      bench.firstSent = 0;
      bench.done = undefined;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (!bench.armed || bench.start === 0 || bench.done !== undefined) return;
    if (bench.firstSent === 0 || bench.inFlight > 0 || bench.lastDone < bench.firstSent) return;
    const commit = performance.now();
    const start = bench.start;
    const sent = bench.firstSent - start;
    const answered = bench.lastDone - start;
    bench.start = 0;
    requestAnimationFrame(() =>
      setTimeout(() => {
        bench.done = { commit: commit - start, paint: performance.now() - start, sent, answered };
      }, 0),
    );
  });
  const watch = () => {
    const body = document.querySelector('[data-testid="search-body"]');
    if (body === null) return false;
    observer.observe(body, { childList: true, subtree: true, characterData: true, attributes: true });
    return true;
  };
  new MutationObserver((_, self) => {
    if (watch()) self.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

type PaintState = { done: { commit: number; paint: number; sent: number; answered: number } | undefined };

async function typeMeasured(page: Page, query: string, samples: KeystrokeSample[]): Promise<number> {
  let unchanged = 0;
  for (const char of query) {
    await page.evaluate(
      () => ((window as unknown as { __paintBench: { armed: boolean } }).__paintBench.armed = true),
    );
    await page.keyboard.type(char);
    // Polled by timer, not Playwright's default requestAnimationFrame: a rAF poller makes the
    // page produce a frame every 16 ms while it waits, work no reader's page does, and it cost
    // the measured keystrokes 3-5 ms at p95 (the timestamps themselves are taken in the page).
    const done = await page
      .waitForFunction(
        () => (window as unknown as { __paintBench: PaintState }).__paintBench.done,
        undefined,
        { timeout: 3000, polling: 100 },
      )
      .then(
        (handle) =>
          handle.jsonValue() as Promise<{ commit: number; paint: number; sent: number; answered: number }>,
      )
      .catch(() => undefined);
    await page.evaluate(
      () => ((window as unknown as { __paintBench: { armed: boolean } }).__paintBench.armed = false),
    );
    if (done === undefined) unchanged += 1;
    else
      samples.push({
        query,
        commitMs: done.commit,
        paintMs: done.paint,
        sentMs: done.sent,
        answeredMs: done.answered,
      });
    await page.waitForTimeout(30); // a short pause, as between a reader's keystrokes
  }
  return unchanged;
}

async function clearInput(page: Page) {
  await page.getByTestId('search-input').fill('');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="search-body"]')?.getAttribute('data-screen') === 'home',
  );
}

/** Starts the portal, types PAINT_QUERIES into the modal in Chromium, and stops everything. */
export async function runKeystrokePaintBench(
  options: { log?: (line: string) => void } = {},
): Promise<KeystrokePaintResult> {
  const log = options.log ?? (() => {});
  const executablePath = chromiumPath();
  if (executablePath === undefined)
    throw new Error('Chromium not found: set CHROME_PATH or install chromium');
  const portal = await startPortal({}, log);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(instrument);
    await page.goto(`${portal.origin}${PAINT_PAGE}`);
    await waitForHydration(page);
    // The header's island may have hydrated before its effects ran: the shortcut listener is
    // live once the search link says it opens a dialog (set after hydration).
    await page.locator('[data-testid="search-link"][aria-haspopup="dialog"]').waitFor();
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-modal').waitFor({ state: 'visible' });
    log('  warming up (modal code, search key, first queries)');
    await page.keyboard.type('warm up', { delay: 50 });
    await page.waitForTimeout(500);
    await clearInput(page);
    const samples: KeystrokeSample[] = [];
    let unchanged = 0;
    for (const query of PAINT_QUERIES) {
      log(`  typing '${query}'`);
      unchanged += await typeMeasured(page, query, samples);
      await clearInput(page);
    }
    await context.close();
    return { samples, unchanged, page: PAINT_PAGE };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** The q-quantile (nearest rank) of values. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** p50 / p95 / max of the commit and paint times, as a Markdown table. */
export function formatKeystrokePaint(result: KeystrokePaintResult): string {
  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, values: number[]) => [
    label,
    values.length,
    ms(quantile(values, 0.5)),
    ms(quantile(values, 0.95)),
    ms(Math.max(...values)),
  ];
  return [
    `Chromium (headless), search modal on ${result.page}, ${result.samples.length} keystrokes` +
      (result.unchanged > 0 ? ` (${result.unchanged} more left the results unchanged: not counted)` : ''),
    '',
    formatTable(
      ['from the key event to', 'keystrokes', 'p50 ms', 'p95 ms', 'max ms'],
      [
        row(
          'search request sent',
          result.samples.map((s) => s.sentMs),
        ),
        row(
          'search answer received',
          result.samples.map((s) => s.answeredMs),
        ),
        row(
          'results in the DOM',
          result.samples.map((s) => s.commitMs),
        ),
        row(
          'results painted',
          result.samples.map((s) => s.paintMs),
        ),
      ],
    ),
  ].join('\n');
}
