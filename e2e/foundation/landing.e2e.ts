/** /cloud and /server per spec §2.2: titles, switch links, sections, tiles, grids and hydration. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_WIDTHS, browser, e2eSpec, portal } from '../harness/index.ts';
import { landingContent, visibleSections } from './content-fixtures.ts';

const spec = e2eSpec(import.meta.url);

const LANDINGS = [
  {
    kind: 'cloud',
    paths: ['/cloud', '/cloud/'],
    title: 'Cloud developer documentation',
    heading: 'Cloud developer documentation',
    switchText: 'View Data Center developer documentation',
    switchHref: '/server/',
  },
  {
    kind: 'server',
    paths: ['/server', '/server/'],
    title: 'Server developer documentation',
    heading: 'Data Center developer documentation',
    switchText: 'View cloud developer documentation',
    switchHref: '/cloud/',
  },
] as const;

describe('landing pages', () => {
  for (const landing of LANDINGS) {
    const content = landingContent(landing.kind);

    it(`${landing.kind}: title, description, heading, intro and switch link`, async (t) => {
      await spec.atWidths(t, async (view) => {
        for (const path of landing.paths) {
          assert.equal((await view.goto(path)).status(), 200, path);
          assert.equal(await view.page.title(), landing.title);
          assert.equal(
            await view.page.getAttribute('meta[name="description"]', 'content'),
            content.metaDescription,
          );
          assert.equal((await view.page.locator('h1').innerText()).trim(), landing.heading);
          const intro = view.page.getByTestId('landing-intro');
          assert.match(await intro.innerText(), /developer guide/);
          assert.equal(await intro.locator('a').getAttribute('href'), content.introLink.href);
          const switchLink = view.page.getByTestId('switch-link');
          assert.equal((await switchLink.innerText()).trim(), landing.switchText);
          assert.equal(await switchLink.getAttribute('href'), landing.switchHref);
        }
        const mainWidth = await view.page
          .getByTestId('landing-page')
          .evaluate((el) => el.getBoundingClientRect().width);
        assert.ok(mainWidth <= 1230, `main area is ${mainWidth}px wide`);
        assert.deepEqual(view.pageErrors, []);
        await view.screenshot(landing.kind, { fullPage: true });
      });
    });

    it(`${landing.kind}: shows non-empty sections only, announcement sections with a smaller heading`, async () => {
      const view = await spec.open(1280);
      try {
        await view.goto(landing.paths[1]);
        const shown = await view.page.getByTestId('landing-section').evaluateAll((nodes) =>
          nodes.map((node) => ({
            title: node.querySelector('h2')?.textContent?.trim(),
            announcementOnly: node.getAttribute('data-announcement-only') === 'true',
            fontSize: parseFloat(getComputedStyle(node.querySelector('h2')!).fontSize),
          })),
        );
        const expected = visibleSections(content);
        assert.deepEqual(
          shown.map((s) => s.title),
          expected.map((s) => s.title),
        );
        assert.ok(
          expected.length < content.sections.length || landing.kind === 'server',
          'the cloud content has an empty section to hide',
        );
        const plain = shown.filter((s) => !s.announcementOnly).map((s) => s.fontSize);
        for (const section of shown.filter((s) => s.announcementOnly)) {
          assert.ok(
            section.fontSize < Math.min(...plain),
            `announcement heading ${section.fontSize}px is smaller than ${Math.min(...plain)}px`,
          );
        }
      } finally {
        await view.close();
      }
    });
  }

  it('caps tile sub-links at the configured maximum and sizes icons per spec', async () => {
    const content = landingContent('cloud');
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/');
      const tiles = await view.page.getByTestId('tile').evaluateAll((nodes) =>
        nodes.map((node) => ({
          title: node.querySelector('h3, h4')?.textContent?.trim() ?? '',
          subLinks: node.querySelectorAll(':scope ul a').length,
          icon: (node.querySelector('img') as HTMLImageElement | null)?.getBoundingClientRect().width,
        })),
      );
      const items = content.sections.flatMap((s) =>
        s.layout
          .filter((g) => g.categoryType !== 'product' && g.categoryType !== 'announcement')
          .flatMap((g) => g.items),
      );
      const over = items.find((item) => item.subLinks.length > content.maxSubLinks);
      assert.ok(over, 'the sample content has a tile with more sub-links than the maximum');
      const rendered = tiles.find((tile) => tile.title === over.title);
      assert.equal(rendered?.subLinks, content.maxSubLinks);
      for (const tile of tiles) {
        assert.ok(tile.subLinks <= 3);
        if (tile.icon !== undefined) assert.equal(tile.icon, 21);
      }
      const product = view.page.getByTestId('product-tile').first();
      const box = await product.evaluate((node) => {
        const img = node.querySelector('img')!;
        const boxEl = img.parentElement!;
        return { img: img.getBoundingClientRect().width, box: boxEl.getBoundingClientRect().width };
      });
      assert.deepEqual(box, { img: 25, box: 44 });
    } finally {
      await view.close();
    }
  });

  it('lays tile grids out in 1, 2 and 3 columns by width (3 from tablet landscape), with row and column flow', async (t) => {
    // 1024px is a tablet in landscape: spec §2.2 gives it 3 columns, like the desktop widths.
    const expectedColumns: Record<number, number> = { 375: 1, 768: 2, 1024: 3, 1280: 3, 1440: 3 };
    await spec.atWidths(
      t,
      async (view) => {
        await view.goto('/cloud/');
        const grids = await view.page
          .locator('[data-grid-flow]:not([data-category="product"])')
          .evaluateAll((nodes) =>
            nodes.map((node) => {
              const tiles = [...node.children].map((child) => child.getBoundingClientRect());
              return {
                flow: node.getAttribute('data-grid-flow'),
                columns: new Set(tiles.map((r) => Math.round(r.left))).size,
                secondTileBelowFirst: tiles.length > 1 ? tiles[1]!.top > tiles[0]!.top + 1 : null,
                count: tiles.length,
              };
            }),
          );
        const big = grids.filter((grid) => grid.count >= 4);
        assert.ok(big.length > 0, 'a grid with at least 4 tiles');
        for (const grid of big)
          assert.equal(grid.columns, expectedColumns[view.width], `${grid.flow} grid at ${view.width}px`);
        if (view.width >= 768) {
          const row = big.find((grid) => grid.flow === 'row');
          const column = big.find((grid) => grid.flow === 'column');
          assert.equal(row?.secondTileBelowFirst, false, 'row flow puts the second tile beside the first');
          assert.equal(
            column?.secondTileBelowFirst,
            true,
            'column flow puts the second tile below the first',
          );
        }
      },
      { widths: ALL_WIDTHS },
    );
  });

  it('shows hover-only tile descriptions on touch screens, which cannot hover', async () => {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1024, height: 768 },
    ]) {
      // A touch tablet or phone: Chromium then matches (hover: none) and (pointer: coarse).
      const context = await (
        await browser()
      ).newContext({ viewport, hasTouch: true, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        await page.goto((await portal()).url('/cloud/'));
        const descriptions = page.locator('[data-testid="tile-description"][data-on-hover="true"]');
        assert.ok((await descriptions.count()) > 0, 'the landing has hover-only descriptions');
        const sizes = await descriptions.evaluateAll((nodes) =>
          nodes.map((node) => {
            const rect = node.getBoundingClientRect();
            return { text: node.textContent, width: Math.round(rect.width), height: Math.round(rect.height) };
          }),
        );
        for (const size of sizes)
          assert.ok(
            size.width > 100 && size.height > 10,
            `shown at ${viewport.width}px: ${JSON.stringify(size)}`,
          );
      } finally {
        await context.close();
      }
    }
  });

  it('makes the whole product tile clickable', async () => {
    const view = await spec.open(1280);
    try {
      await view.goto('/cloud/');
      const tile = view.page.getByTestId('product-tile').first();
      const href = await tile.locator('a').first().getAttribute('href');
      // Mid-viewport: fixed overlays at the bottom (the first-visit consent banner) must not take the click.
      await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = (await tile.boundingBox())!;
      await Promise.all([
        view.page.waitForURL((url) => url.pathname.startsWith(href!.replace(/\/?$/, ''))),
        view.page.mouse.click(box.x + box.width - 8, box.y + box.height - 8),
      ]);
    } finally {
      await view.close();
    }
  });

  it('embeds the sections as island props, hydrates, and sends the screen and announcement events', async () => {
    const html = await (await fetch((await portal()).url('/server/'))).text();
    assert.match(html, /<astro-island[^>]+props="[^"]*Data Center/i, 'section data is embedded in the HTML');
    const view = await spec.open(1280);
    try {
      await view.page.addInitScript(() => {
        (window as unknown as { __events: unknown[] }).__events = [];
        window.addEventListener('portico:analytics', (e) =>
          (window as unknown as { __events: unknown[] }).__events.push((e as CustomEvent).detail),
        );
      });
      await view.goto('/cloud/');
      await view.page.waitForSelector('astro-island:not([ssr])');
      await view.page.waitForFunction(() =>
        (window as unknown as { __events: { name?: string }[] }).__events.some((e) =>
          JSON.stringify(e).includes('cloud'),
        ),
      );
      const link = view.page.getByTestId('announcement-link');
      const [href, title] = [await link.getAttribute('href'), (await link.innerText()).trim()];
      await view.page.evaluate(() =>
        document.addEventListener('click', (e) => e.preventDefault(), { once: true }),
      );
      await link.click();
      const events = await view.page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);
      const click = events.find((e) => JSON.stringify(e).includes('contentSetAnnouncementLink')) as
        { attributes: Record<string, string> } | undefined;
      assert.ok(click, `announcement event sent: ${JSON.stringify(events)}`);
      assert.equal(click.attributes['href'], href);
      assert.equal(click.attributes['title'], title);
      assert.equal(click.attributes['contentSetTitle'], 'developer guide');
    } finally {
      await view.close();
    }
  });
});
