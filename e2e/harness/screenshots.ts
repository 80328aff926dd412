import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOTS_DIR } from './paths.ts';

/** Lower-case kebab form of a free-text name, safe as a file name. */
export function fileSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'unnamed'
  );
}

/** test-results/screenshots/<spec>/<name>-<width>.png */
export function screenshotPath(spec: string, name: string, width: number): string {
  return join(SCREENSHOTS_DIR, fileSlug(spec), `${fileSlug(name)}-${width}.png`);
}

/** Saves a (full-page by default) screenshot as a test artefact and returns its path. */
export async function saveScreenshot(
  page: Page,
  spec: string,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  const width = page.viewportSize()?.width ?? 0;
  const path = screenshotPath(spec, name, width);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return path;
}
