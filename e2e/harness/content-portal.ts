/**
 * An extra portal on a content root of the spec's own (written to a temp folder and built into
 * another), with a desktop browser context, for specs whose content the shared portal does not have.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { writeContentRoot } from '../../src/core/content/test-fixture.node.ts';
import { browser } from './browser.ts';
import { startExtraPortal, type ExtraPortal } from './extra-portal.ts';

/** A started content portal; `close()` stops it and removes its folders and context. */
export interface ContentPortal {
  portal: ExtraPortal;
  /** The content root it serves. */
  root: string;
  /** A 1280 × 900 context with reduced motion, and a page in it. */
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/**
 * Writes `files` as a content root (see writeContentRoot), or lets `files` write one into an empty
 * temp folder (an import, say), starts a portal on it named `name` (its log is
 * `e2e-server-<name>.log`) with `env` on top, and opens a browser page. Call from a `before` hook
 * with EXTRA_PORTAL_HOOK_TIMEOUT_MS.
 */
export async function startContentPortal(
  name: string,
  files: Record<string, unknown> | ((root: string) => Promise<unknown>),
  env: Record<string, string> = {},
): Promise<ContentPortal> {
  let root: string;
  if (typeof files === 'function') {
    root = await mkdtemp(join(tmpdir(), `portico-e2e-${name}-root-`));
    await files(root);
  } else root = await writeContentRoot(files);
  const buildDir = await mkdtemp(join(tmpdir(), `portico-e2e-${name}-build-`));
  const portal = await startExtraPortal(name, { ...env, CONTENT_DIR: root, PORTICO_BUILD_DIR: buildDir });
  const context = await (
    await browser()
  ).newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return {
    portal,
    root,
    context,
    page,
    close: async () => {
      await context.close();
      await portal.stop();
      await rm(root, { recursive: true, force: true });
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form of `origin` and waits until it lands on `returnTo`. */
export async function signInWithForm(
  page: Page,
  origin: string,
  account: { email: string; password: string },
  returnTo: string,
): Promise<void> {
  await page.goto(`${origin}/account/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  const target = new URL(returnTo, origin).pathname;
  await Promise.all([
    page.waitForURL((url) => url.pathname === target),
    page.getByTestId('login-submit').click(),
  ]);
}
