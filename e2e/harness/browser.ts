/**
 * One headless Chromium per run, shared by every spec; each check gets its own context (cookies,
 * storage and viewport are never shared between checks).
 */
import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from '../../scripts/ensure-chromium.ts';

/**
 * Flags for Debian's Chromium on CI: the network beyond localhost is closed, so everything that
 * phones home is switched off (otherwise each start stalls on refused connections and lookups).
 * Playwright adds a fresh temporary --user-data-dir on every launch and deletes it on close.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let launching: Promise<Browser> | undefined;

/** The shared browser, launched on first use from CHROME_PATH (or what ensureChromium finds). */
export function browser(): Promise<Browser> {
  launching ??= launch();
  return launching;
}

async function launch(): Promise<Browser> {
  const executablePath = process.env['CHROME_PATH'] || (await ensureChromium());
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], timeout: 60_000 });
}

/** Closes the shared browser if it was launched. */
export async function closeBrowser(): Promise<void> {
  const current = launching;
  launching = undefined;
  const launched = await current?.catch(() => undefined);
  await launched?.close();
}
