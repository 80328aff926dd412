/**
 * Durability: a portal process killed with SIGKILL in the middle of a write load loses no write
 * it acknowledged, on the embedded database (PGlite in DATA_DIR) and on PostgreSQL. The process
 * is restarted on the same data and every acknowledged write must be there.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { openPgliteDatabase } from '../../src/server/storage/pglite-database.ts';
import {
  privateClusterSkip,
  startPrivateCluster,
  type PrivateCluster,
} from '../../src/server/storage/private-postgres.test-helper.ts';
import { EXTRA_PORTAL_HOOK_TIMEOUT_MS, startExtraPortal } from '../harness/index.ts';
import { anonymousSearchKey, startLoad, until } from './portal-load.ts';

const ACKNOWLEDGED_BEFORE_KILL = 40;

/**
 * Runs the write load on a portal started with `env`, kills it once enough writes were
 * acknowledged, restarts it on the same data, and returns the acknowledged event names.
 */
async function killMidLoad(name: string, env: Record<string, string>): Promise<string[]> {
  const portal = await startExtraPortal(name, env);
  const load = startLoad(portal, await anonymousSearchKey(portal), { writers: 4, prefix: name });
  const acknowledged = () => load.outcomes.filter((o) => o.kind === 'write' && o.status === 200);
  await until('writes to be acknowledged', async () => acknowledged().length >= ACKNOWLEDGED_BEFORE_KILL);
  portal.signal('SIGKILL');
  await until('the portal to die', async () => portal.exited(), 10_000);
  await load.stop();
  await portal.stop();
  // Starting again on the killed process's data proves it recovers from the crash.
  const again = await startExtraPortal(`${name}-again`, env);
  await again.stop();
  return acknowledged().map((o) => o.name!);
}

function assertAllStored(acknowledged: string[], stored: Set<string>): void {
  assert.ok(acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL);
  assert.deepEqual(
    acknowledged.filter((name) => !stored.has(name)),
    [],
    'acknowledged writes missing after kill -9',
  );
}

describe('kill -9 under load loses no acknowledged write', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-kill-'));
  let cluster: PrivateCluster | undefined;
  after(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await cluster?.destroy();
  });

  it(
    'on the embedded database (PGlite in DATA_DIR)',
    { timeout: 2 * EXTRA_PORTAL_HOOK_TIMEOUT_MS },
    async () => {
      const acknowledged = await killMidLoad('kill-pglite', { DATA_DIR: dataDir });
      const db = await openPgliteDatabase(join(dataDir, 'pglite'));
      try {
        const rows = await db.query<{ event_name: string }>('select event_name from search_insights_events');
        assertAllStored(acknowledged, new Set(rows.map((row) => row.event_name)));
      } finally {
        await db.close();
      }
    },
  );

  it('on PostgreSQL', { skip: privateClusterSkip(), timeout: 2 * EXTRA_PORTAL_HOOK_TIMEOUT_MS }, async () => {
    cluster = await startPrivateCluster();
    const acknowledged = await killMidLoad('kill-postgres', { DATABASE_URL: cluster.url });
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ event_name: string }>(
        'select event_name from search_insights_events',
      );
      assertAllStored(acknowledged, new Set(rows.map((row) => row.event_name)));
    } finally {
      await client.end();
    }
  });
});
