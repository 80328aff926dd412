/** Self-check of the harness helpers in the real browser (needs no portal server). */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { e2eSpec, expectNoAxeViolations, SCREENSHOTS_DIR, type View } from './harness/index.ts';

const spec = e2eSpec(import.meta.url);

async function withView(html: string, check: (view: View) => Promise<void>): Promise<void> {
  const view = await spec.open(375);
  try {
    await view.page.setContent(html);
    await check(view);
  } finally {
    await view.close();
  }
}

describe('harness', () => {
  it('the axe helper fails with a readable list of violations', async () => {
    const html =
      '<!doctype html><html><head><title>Probe</title></head><body><img src="data:,"></body></html>';
    await withView(html, async (view) => {
      await assert.rejects(expectNoAxeViolations(view.page), (error: Error) => {
        assert.match(error.message, /^axe found \d+ accessibility violation\(s\) on about:blank at 375px:/);
        assert.match(error.message, /\n\d+\. \[critical\] image-alt: Images must have alternative text/);
        assert.match(error.message, /\n {3}https:\/\/dequeuniversity\.com\/rules\/axe\/[\d.]+\/image-alt/);
        assert.match(error.message, /\n {3}- img: Fix any of the following:/);
        assert.match(error.message, /\] html-has-lang: /);
        return true;
      });
    });
  });

  it('the axe helper passes an accessible page', async () => {
    const html =
      '<!doctype html><html lang="en"><head><title>Probe</title></head>' +
      '<body><main><h1>Probe</h1><p>Accessible text.</p></main></body></html>';
    await withView(html, (view) => expectNoAxeViolations(view.page));
  });

  it('the axe helper runs a rule off by default when asked, beside the default set', async () => {
    // #767676 on white is 4.5:1: AA passes, AAA (7:1) does not.
    const html =
      '<!doctype html><html lang="en"><head><title>Probe</title></head>' +
      '<body><main><h1>Probe</h1><p style="color:#767676">Grey text.</p><img src="data:,"></main></body></html>';
    await withView(html, async (view) => {
      await assert.rejects(
        expectNoAxeViolations(view.page, { enableRules: ['color-contrast-enhanced'] }),
        (error: Error) => {
          assert.match(error.message, /\] color-contrast-enhanced: /);
          assert.match(error.message, /\] image-alt: /);
          return true;
        },
      );
      await assert.rejects(
        expectNoAxeViolations(view.page, {
          enableRules: ['color-contrast-enhanced'],
          disableRules: ['image-alt'],
        }),
        (error: Error) => !/image-alt/.test(error.message) && /color-contrast-enhanced/.test(error.message),
      );
    });
  });

  it('screenshots land under screenshots/<spec>/<name>-<width>.png', async () => {
    const html =
      '<!doctype html><html lang="en"><head><title>Probe</title></head><body><h1>Probe</h1></body></html>';
    await withView(html, async (view) => {
      const path = await view.screenshot('Probe Page');
      assert.equal(path, join(SCREENSHOTS_DIR, 'harness', 'probe-page-375.png'));
      const png = await readFile(path);
      assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    });
  });
});
