/**
 * Composited layers (keystroke to paint): every layer is work in every frame
 * (layerising, committing, drawing). The sticky side nav and on-this-page column once painted
 * before the article's raised parts, and Chromium then gave every code block, copy button and
 * heading anchor after them a layer of its own; the search input's caret did the same to every
 * result row of the modal. These checks read Chromium's layer tree over CDP and fail when any
 * article part or result row is on a layer of its own again.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS, waitForHydration } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
/** A guide with code blocks, copy buttons, heading anchors and tabs. */
const DOCS_PAGE = '/platform/forge/getting-started/';

interface LayerTreeEvent {
  layers?: { layerId: string; backendNodeId?: number }[];
}

/** Follows the page's layer tree; `owners(selector)` lists layers whose element is inside `selector`. */
async function watchLayers(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let layers: NonNullable<LayerTreeEvent['layers']> = [];
  cdp.on('LayerTree.layerTreeDidChange', (event: LayerTreeEvent) => {
    if (event.layers) layers = event.layers;
  });
  await cdp.send('DOM.enable');
  await cdp.send('DOM.getDocument', { depth: -1 });
  await cdp.send('LayerTree.enable');
  /**
   * Waits for a reported tree, then lets a few frames pass so it is the current one. A tree
   * never reported fails the check rather than passing it with no layers to look at.
   */
  const settle = async () => {
    // Chromium reports the tree when it changes: a probe layer, added for a few frames, makes
    // it change (and report again without the probe once it is removed).
    await page.evaluate(async () => {
      const probe = document.createElement('div');
      probe.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;will-change:transform';
      document.body.append(probe);
      await new Promise((done) => setTimeout(done, 100));
      probe.remove();
    });
    const deadline = Date.now() + 10_000;
    while (layers.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
    assert.ok(layers.length > 0, 'Chromium reported the layer tree');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
  };
  return {
    settle,
    async owners(selector: string): Promise<string[]> {
      const found: string[] = [];
      for (const layer of layers) {
        if (layer.backendNodeId === undefined) continue;
        const resolved = await cdp
          .send('DOM.resolveNode', { backendNodeId: layer.backendNodeId })
          .catch(() => undefined);
        const objectId = resolved?.object.objectId;
        if (objectId === undefined) continue;
        const { result } = await cdp.send('Runtime.callFunctionOn', {
          objectId,
          functionDeclaration: `function (selector) {
            const element = this.nodeType === 1 ? this : this.parentElement;
            return element && element.closest(selector) ? element.outerHTML.slice(0, 120) : '';
          }`,
          arguments: [{ value: selector }],
          returnByValue: true,
        });
        if (typeof result.value === 'string' && result.value !== '') found.push(result.value);
      }
      return found;
    },
  };
}

describe('composited layers', () => {
  before(() => portal(), { timeout: PORTAL_START_TIMEOUT_MS });

  it('keeps the article of a docs page on the page layer, beside the sticky columns', async (t) => {
    // 1280: side nav | article; 1440: side nav | article | on this page.
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(DOCS_PAGE);
        await waitForHydration(page);
        const layers = await watchLayers(page);
        await layers.settle();
        assert.ok(
          (await page.locator('[data-testid="docs-article"] .code-copy').count()) > 0,
          'the page has code blocks',
        );
        assert.deepEqual(
          await layers.owners('[data-testid="docs-article"]'),
          [],
          'article parts on layers of their own',
        );
      },
      { widths: [1280, 1440] },
    );
  });

  it('keeps the search results on the modal scroller layer', async (t) => {
    await spec.atWidths(
      t,
      async (view) => {
        const { page } = view;
        await view.goto(DOCS_PAGE);
        await waitForHydration(page);
        await page.getByTestId('search-link').click();
        await page.getByTestId('search-input').fill('forge app');
        await page.getByTestId('search-option').nth(3).waitFor();
        const layers = await watchLayers(page);
        await layers.settle();
        assert.deepEqual(
          await layers.owners('[data-testid="search-option"]'),
          [],
          'result rows on layers of their own',
        );
      },
      { widths: [1280] },
    );
  });
});
