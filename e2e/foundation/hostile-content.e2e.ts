/**
 * Hostile content in a real browser: a content root whose page carries the characters the
 * portal keeps for its message marks, placed to cut sanitised HTML open (an attribute turned
 * into an event handler) or to cut off the rest of the page. The page must render whole, with
 * no event handler in its DOM and no script run. The content lives in a temporary root served by
 * a portal of its own: the bundled sample content never holds hostile text.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { minimalContentFiles, writeContentRoot } from '../../src/core/content/test-fixture.node.ts';
import {
  browser,
  EXTRA_PORTAL_HOOK_TIMEOUT_MS,
  startExtraPortal,
  type ExtraPortal,
} from '../harness/index.ts';

const RUN = 'window.pwned = (window.pwned || 0) + 1; alert(1)';
// Each is one paragraph of the page; on the old server each ran the script or cut the page short.
const PAYLOADS = [
  `<img src="https://broken.invalid/x.png" alt="\uFDD0">\uFDD1" onerror="${RUN}" y="`,
  `<img src="https://broken.invalid/x.png" alt="&#xFDD0;">&#xFDD1;" onerror="${RUN}" y="`,
  `<img src="https://broken.invalid/x.png" alt="\uFDD0"><img title="\uFDD1 " onerror=${RUN.replaceAll(' ', '')} y=">`,
  `<img src="https://broken.invalid/x.png" alt="\uFDD0Mmarticle.copy\uFDD2a\uFDD3">\uFDD1" onerror="${RUN}" y="`,
  'A lone mark \uFDD0 in a sentence.',
];
const HOSTILE_PAGE = [
  '# Hostile page',
  ...PAYLOADS,
  '## Still here',
  '> [!NOTE]\n> A callout after the payloads.',
  'The rest of the article.',
].join('\n\n');

describe('hostile content', () => {
  let portal: ExtraPortal;
  let root: string;
  let buildDir: string;

  before(
    async () => {
      root = await writeContentRoot({
        ...minimalContentFiles(),
        'packages/main/content/hostile.md': `${HOSTILE_PAGE}\n`,
      });
      buildDir = await mkdtemp(join(tmpdir(), 'portico-e2e-hostile-build-'));
      portal = await startExtraPortal('hostile-content', { CONTENT_DIR: root, PORTICO_BUILD_DIR: buildDir });
    },
    { timeout: EXTRA_PORTAL_HOOK_TIMEOUT_MS },
  );

  after(async () => {
    await portal?.stop();
    await rm(root, { recursive: true, force: true });
    await rm(buildDir, { recursive: true, force: true });
  });

  it('renders the whole article, runs no script and has no event handler in the DOM', async () => {
    const context = await (await browser()).newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      const response = await page.goto(portal.url('/hostile/'), { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      const article = page.locator('#article');
      await article.getByText('The rest of the article.').waitFor();
      // Broken images have fired their error events by the time the page has loaded.
      const state = await page.evaluate(() => ({
        pwned: (window as { pwned?: number }).pwned ?? 0,
        handlers: [...document.querySelectorAll('#article *')].flatMap((element) =>
          element.getAttributeNames().filter((name) => name.startsWith('on')),
        ),
        images: document.querySelectorAll('#article img').length,
        text: document.querySelector('#article')?.textContent ?? '',
      }));
      assert.deepEqual(state.handlers, []);
      assert.equal(state.pwned, 0);
      assert.deepEqual(dialogs, []);
      assert.ok(state.images >= 4, `the hostile images are there, inert (${state.images})`);
      for (const text of ['A lone mark  in a sentence.', 'Still here', 'Note', 'The rest of the article.']) {
        assert.ok(state.text.includes(text), `the article still shows '${text}'`);
      }
      assert.doesNotMatch(state.text, /[\uFDD0-\uFDEF]/);
    } finally {
      await context.close();
    }
  });
});
