/**
 * A site's own branding (site.yaml `branding`, src/schemas/branding.ts) on a content root of its
 * own: the header shows its logo, the dark one in the dark themes (the portal's theme, not the
 * device's), the brand colour colours the links, the logo is served from a hashed URL for a year,
 * and the page stays axe-clean.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { minimalContentFiles } from '../../src/core/content/test-fixture.node.ts';
import {
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  expectNoAxeViolations,
  startContentPortal,
  type ContentPortal,
} from '../harness/index.ts';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32"><rect width="160" height="32" fill="${fill}"/></svg>`;

function contentRoot(): Record<string, unknown> {
  const base = minimalContentFiles();
  return {
    ...base,
    'site.yaml': {
      ...(base['site.yaml'] as object),
      vendorName: 'Acme',
      portalName: 'Acme Docs',
      branding: {
        logo: { light: 'branding/acme.svg', dark: 'branding/acme-dark.svg' },
        colors: { brand: '#0052cc', brandDark: '#85b8ff' },
      },
    },
    'branding/acme.svg': svg('#0052cc'),
    'branding/acme-dark.svg': svg('#85b8ff'),
    'packages/main/content/start.md':
      '---\ntitle: Docs\n---\n\n## Start here\n\nRead the [guide](/guide/).\n',
  };
}

/** The visible logo's file name and box, and the article link's colour. */
async function looks(page: Page) {
  return page.evaluate(() => {
    const visible = [...document.querySelectorAll<HTMLImageElement>('[data-testid="home-link"] img')].filter(
      (img) => img.getBoundingClientRect().width > 0,
    );
    const link = document.querySelector('[data-article-root] a[href="/guide/"]');
    return {
      logos: visible.map((img) => img.currentSrc.slice(img.currentSrc.lastIndexOf('/') + 1)),
      box: visible.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.alt]),
      link: link === null ? undefined : getComputedStyle(link).color,
    };
  });
}

describe('branding from the content root', () => {
  let site: ContentPortal;
  before(
    async () => {
      site = await startContentPortal('branding', contentRoot());
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );
  after(() => site?.close());

  it('shows the site logo and brand colour, the dark ones in the dark themes, whatever the device prefers', async () => {
    const { page, portal } = site;
    const cases = [
      { theme: 'light.standard', device: 'dark', logo: 'acme.svg', link: 'rgb(0, 82, 204)' },
      { theme: 'dark.standard', device: 'light', logo: 'acme-dark.svg', link: 'rgb(133, 184, 255)' },
      // Increased contrast keeps the portal's AAA link colour, but shows the dark logo.
      { theme: 'dark.increased', device: 'light', logo: 'acme-dark.svg', link: 'rgb(133, 184, 255)' },
      { theme: 'auto.standard', device: 'dark', logo: 'acme-dark.svg', link: 'rgb(133, 184, 255)' },
      { theme: 'auto.standard', device: 'light', logo: 'acme.svg', link: 'rgb(0, 82, 204)' },
    ] as const;
    for (const { theme, device, logo, link } of cases) {
      await page.context().addCookies([{ name: 'portico_theme', value: theme, url: portal.url('/') }]);
      await page.emulateMedia({ colorScheme: device });
      assert.equal((await page.goto(portal.url('/start/')))?.status(), 200);
      const seen = await looks(page);
      assert.deepEqual(seen.logos, [logo], `${theme} on a ${device} device`);
      assert.deepEqual(seen.box, [['160', '32', 'Acme Docs home']]);
      assert.equal(seen.link, link, `${theme} on a ${device} device`);
      await expectNoAxeViolations(page);
    }
  });

  it('serves the logo from a content-hashed URL, cached for a year, sandboxed', async () => {
    const { page, portal } = site;
    await page.context().clearCookies();
    await page.goto(portal.url('/start/'));
    const src = await page.locator('[data-testid="home-link"] img').first().getAttribute('src');
    assert.match(src ?? '', /^\/api\/content-file\/[0-9a-f]{16}\/acme\.svg$/);
    const response = await page.request.get(portal.url(src!));
    assert.equal(response.status(), 200);
    const headers = response.headers();
    assert.equal(headers['content-type'], 'image/svg+xml');
    assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.match(headers['content-security-policy'] ?? '', /default-src 'none'.*sandbox/);
    assert.equal(await response.text(), svg('#0052cc'));
    // The favicon is the site's too; nothing of the sample vendor's is left in the app.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    assert.equal(icon, src);
    assert.equal((await page.request.get(portal.url('/_static/logo.svg'))).status(), 404);
  });
});
