import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { gzipSize } from './script-graph.ts';

/** A script the browser fetched. */
export interface FetchedScript {
  url: string;
  /** Body bytes as sent (after the server's Content-Encoding: br or gzip). */
  encodedBytes: number;
  /** gzip -9 of the decoded body, comparable with the static analysis. */
  gzipBytes: number;
}

/** The Chromium the repo's browser tests use (CHROME_PATH, else Debian's); undefined if absent. */
export function chromiumPath(): string | undefined {
  const path = process.env['CHROME_PATH']?.trim() || '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** Launches headless Chromium with the flags of the benchmark brief. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Loads a page at a viewport width without interacting, waits for network idle (so client:idle
 * islands have hydrated) and a quiet second more, and returns every script response.
 */
export async function scriptsLoadedBy(
  browser: Browser,
  url: string,
  width: number,
): Promise<FetchedScript[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<FetchedScript | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
        return { url: response.url(), encodedBytes: sizes.responseBodySize, gzipBytes: gzipSize(body) };
      })().catch(() => undefined),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((s): s is FetchedScript => s !== undefined);
    return [...new Map(scripts.map((s) => [s.url, s])).values()];
  } finally {
    await context.close();
  }
}
