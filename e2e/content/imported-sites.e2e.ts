/**
 * The two shared sites imported with `npm run import` (decision 0041) and served by a portal of
 * their own: a page with tabs, a page with an admonition, an image copied from the site's static
 * folder, a page of an older docs version, and (Starlight) a translated page and an untranslated
 * one shown in English with a notice. The redux site has no tabs, no versions and the corpora
 * carry no static folders, so its copy in a temp folder gets one static image, one page with tabs
 * and a 4.x version of one page; nothing is written into the repository or the corpora.
 */
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { CORPORA_DIR } from '../../src/core/testing/corpora.node.ts';
import { importSite } from '../../src/importer/import-site.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  startContentPortal,
  waitForHydration,
  type ContentPortal,
} from '../harness/index.ts';

const SITES = join(CORPORA_DIR, 'sites');
/** Redux's getting-started page in the latest version, by its Docusaurus id. */
const LATEST_GETTING_STARTED = '/redux/introduction/getting-started/';
const FIRST_LOAD_MS = 90_000;
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Imports a site into a temp content root and serves it (decision 0041). */
function importAndServe(
  name: string,
  kind: 'docusaurus' | 'starlight',
  siteDir: string,
): Promise<ContentPortal> {
  return startContentPortal(name, (root) => importSite({ kind, siteDir, outDir: root }));
}

async function expectTabs(page: Page) {
  await waitForHydration(page);
  const tabs = page.locator('[data-article-root] .tabs').first().getByRole('tab');
  assert.ok((await tabs.count()) >= 2);
  await tabs.nth(1).click();
  await page.waitForFunction(
    () =>
      document
        .querySelector('[data-article-root] .tabs')
        ?.querySelectorAll('[role="tab"]')[1]
        ?.getAttribute('aria-selected') === 'true',
  );
}

describe(
  'imported redux Docusaurus site',
  { skip: !existsSync(join(SITES, 'redux-docusaurus')) && 'shared corpora absent' },
  () => {
    let started: ContentPortal | undefined;
    let site: string;
    before(
      async () => {
        site = await mkdtemp(join(tmpdir(), 'portico-e2e-redux-site-'));
        cpSync(join(SITES, 'redux-docusaurus'), site, { recursive: true });
        const image = join(site, 'website/static/img/tutorials/fundamentals/immutable-error.png');
        mkdirSync(dirname(image), { recursive: true });
        writeFileSync(image, PNG);
        writeFileSync(
          join(site, 'docs/usage/imported-tabs.mdx'),
          '---\ntitle: Tabs check\n---\n\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="js" label="JavaScript">\n\nJS text.\n\n</TabItem>\n<TabItem value="ts" label="TypeScript">\n\nTS text.\n\n</TabItem>\n</Tabs>\n',
        );
        // Docusaurus keeps older versions beside its config: versions.json, versioned_docs/ and
        // versioned_sidebars/.
        const old = join(site, 'website/versioned_docs/version-4.x/introduction/GettingStarted.md');
        mkdirSync(dirname(old), { recursive: true });
        writeFileSync(old, '---\nid: getting-started\ntitle: Getting Started in 4.x\n---\n\nRedux 4.x.\n');
        mkdirSync(join(site, 'website/versioned_sidebars'), { recursive: true });
        writeFileSync(
          join(site, 'website/versioned_sidebars/version-4.x-sidebars.json'),
          '{ "docs": ["introduction/getting-started"] }',
        );
        writeFileSync(join(site, 'website/versions.json'), '["4.x"]');
        started = await importAndServe('imported-redux', 'docusaurus', site);
      },
      { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS + 60_000 },
    );
    after(async () => {
      await started?.close();
      await rm(site, { recursive: true, force: true });
    });

    it('renders an admonition as a callout', async () => {
      const { page, portal } = started!;
      await page.goto(`${portal.baseUrl}/redux/tutorials/quick-start/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      await page.locator('[data-article-root] aside.callout').first().waitFor();
    });

    it('renders Docusaurus tabs that switch', async () => {
      const { page, portal } = started!;
      await page.goto(`${portal.baseUrl}/redux/usage/imported-tabs/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      await expectTabs(page);
    });

    it('serves an older version with its banner, linking to the same page in the latest', async () => {
      const { page, portal } = started!;
      await page.goto(`${portal.baseUrl}/redux/4.x/introduction/getting-started/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      assert.equal((await page.locator('h1').first().innerText()).trim(), 'Getting Started in 4.x');
      await page.getByTestId('version-banner').waitFor();
      const back = page.getByTestId('version-banner-link');
      assert.equal(
        new URL((await back.getAttribute('href'))!, portal.baseUrl).pathname,
        LATEST_GETTING_STARTED,
      );
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      assert.equal(new URL(canonical!).pathname, LATEST_GETTING_STARTED);
    });

    it('publishes the image copied from the static folder', async () => {
      const { page, portal } = started!;
      await page.goto(`${portal.baseUrl}/redux/tutorials/fundamentals/part-8-modern-redux/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      const image = page.locator('[data-article-root] img[alt="Immutability check middleware error"]');
      assert.match((await image.getAttribute('src')) ?? '', /^\/api\/content-file\//);
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(
          '[data-article-root] img[alt="Immutability check middleware error"]',
        );
        return img !== null && img.complete && img.naturalWidth > 0;
      });
    });
  },
);

describe(
  'imported Starlight site',
  { skip: !existsSync(join(SITES, 'starlight')) && 'shared corpora absent' },
  () => {
    let started: ContentPortal | undefined;
    before(
      async () => {
        started = await importAndServe('imported-starlight', 'starlight', join(SITES, 'starlight'));
      },
      { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS + 60_000 },
    );
    after(async () => {
      await started?.close();
    });

    it('renders Starlight tabs that switch, and an aside as a callout', async () => {
      const { page, portal } = started!;
      await page.goto(`${portal.baseUrl}/starlight/components/tabs/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      await expectTabs(page);
      await page.goto(`${portal.baseUrl}/starlight/components/asides/`, { waitUntil: 'domcontentloaded' });
      await page.locator('[data-article-root] aside.callout').first().waitFor();
    });

    it('serves the German translation of a page, marked with its language', async () => {
      const { page, portal } = started!;
      const response = await page.goto(`${portal.baseUrl}/de/starlight/getting-started/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      assert.equal(response?.status(), 200);
      assert.equal((await page.locator('h1').first().innerText()).trim(), 'Erste Schritte');
      assert.equal(await page.locator('[data-article-root]').getAttribute('lang'), 'de');
      assert.equal(await page.getByTestId('content-fallback-notice').count(), 0);
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
      assert.ok(hreflangs.includes('de') && hreflangs.includes('x-default'), hreflangs.join(' '));
    });

    it('shows a page Danish lacks in English under /da/, with a notice', async () => {
      const { page, portal } = started!;
      // components/file-tree has no Danish translation in the site.
      const response = await page.goto(`${portal.baseUrl}/da/starlight/components/file-tree/`, {
        waitUntil: 'domcontentloaded',
        timeout: FIRST_LOAD_MS,
      });
      assert.equal(response?.status(), 200);
      await page.getByTestId('content-fallback-notice').waitFor();
      assert.equal(await page.locator('[data-article-root]').getAttribute('lang'), 'en');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      assert.equal(new URL(canonical!).pathname, '/starlight/components/file-tree/');
    });
  },
);
