/**
 * The authoring loop: under `npm run dev` an edited page reloads with the change, a broken page
 * shows its problems (file:line) in an overlay over the last good page, and the overlay goes once
 * fixed. The production build the other specs run carries none of that code.
 */
import assert from 'node:assert/strict';
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startDevServer, type RunningDevServer } from '../../bench/lib/dev-server.ts';
import { DIST_DIR } from '../../scripts/lib/repo.ts';
import { minimalContentFiles, writeContentRoot } from '../../src/core/content/test-fixture.node.ts';
import { DEV_EVENTS_PATH } from '../../src/core/dev/live-reload.ts';
import { e2eSpec, portal, PORTAL_START_TIMEOUT_MS } from '../harness/index.ts';

const spec = e2eSpec(import.meta.url);
const GUIDE = 'packages/main/content/guide.md';
/** Starting the dev server compiles the page shells on the first answer: tens of seconds here. */
const DEV_START_TIMEOUT_MS = 300_000;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('dev loop', () => {
  it(
    'a production build has no live-reload code or endpoint',
    { timeout: PORTAL_START_TIMEOUT_MS + 60_000 },
    async () => {
      const site = await portal();
      const html = await (await fetch(site.url('/'))).text();
      assert.ok(!html.includes(DEV_EVENTS_PATH));
      const events = await fetch(site.url(DEV_EVENTS_PATH));
      await events.body?.cancel();
      assert.equal(events.status, 404);
      for (const file of await filesBelow(DIST_DIR)) {
        if (!/\.(m?js|html)$/.test(file)) continue;
        const text = await readFile(file, 'utf8');
        assert.ok(!text.includes(DEV_EVENTS_PATH) && !text.includes('portico-dev-overlay'), file);
      }
    },
  );

  describe('under npm run dev', () => {
    let server: RunningDevServer;
    let root: string;
    let work: string;
    before(
      async () => {
        root = await writeContentRoot({
          ...minimalContentFiles(),
          [GUIDE]: '# Guide\n\nFirst words.\n',
        });
        work = await mkdtemp(join(tmpdir(), 'portico-e2e-dev-'));
        server = await startDevServer(root, work, '/guide/');
      },
      { timeout: DEV_START_TIMEOUT_MS },
    );
    after(async () => {
      await server?.stop();
      await rm(work, { recursive: true, force: true });
    });

    it('reloads an edited page, overlays problems with file:line, and clears them when fixed', async () => {
      const view = await spec.open(1280);
      try {
        await view.goto(`${server.origin}/guide/`);
        await view.page.getByText('First words.').waitFor();
        await writeFile(join(root, GUIDE), '# Guide\n\nSecond words.\n');
        await view.page.getByText('Second words.').waitFor();

        await writeFile(join(root, GUIDE), '# Guide\n\nSecond words.\n\nSee [nowhere](/nowhere/).\n');
        const overlay = view.page.getByRole('alert').filter({ hasText: 'Content problems' });
        await overlay.waitFor();
        assert.match(await overlay.innerText(), new RegExp(`${GUIDE}:5.*/nowhere/`, 's'));
        // The last good page is still there beneath.
        assert.ok(await view.page.getByText('Second words.').isVisible());
        await view.screenshot('overlay');

        await writeFile(join(root, GUIDE), '# Guide\n\nThird words.\n');
        await view.page.getByText('Third words.').waitFor();
        await overlay.waitFor({ state: 'detached' });
        assert.deepEqual(view.pageErrors, []);
      } finally {
        await view.close();
      }
    });
  });
});
