import { join } from 'node:path';
import { resolveBuildDir } from '../../core/content/compile/build-dir.node.ts';
import { SEARCH_INDEX_FILE } from '../../schemas/built.ts';
import { servedRecords } from '../../core/search/index-records.ts';
import { readSearchIndexFile } from '../../core/search/index-file.node.ts';
import type { ServerEnv } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';
import { syncAlgoliaIndex, type AlgoliaSyncResult } from './algolia-sync.ts';

/** Whether this environment asks the portal to keep the Algolia index filled. */
export function algoliaSyncConfigured(env: ServerEnv): boolean {
  return env.SEARCH_PROVIDER === 'algolia' && env.ALGOLIA_ADMIN_API_KEY !== undefined;
}

/**
 * Sends the current content build's search records to Algolia (SEARCH_PROVIDER=algolia with
 * ALGOLIA_ADMIN_API_KEY): the same records, in the same served shape, the embedded engine would
 * answer from.
 */
export async function syncAlgoliaFromBuild(env: ServerEnv, log: Logger): Promise<AlgoliaSyncResult> {
  const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminApiKey, ALGOLIA_INDEX_NAME: indexName } = env;
  if (appId === undefined || adminApiKey === undefined || indexName === undefined) {
    throw new Error(
      'Sending records to Algolia needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.',
    );
  }
  const index = await readSearchIndexFile(join(resolveBuildDir(), SEARCH_INDEX_FILE));
  return syncAlgoliaIndex({
    appId,
    adminApiKey,
    indexName,
    // Absolute urls when the portal knows its origin, as its own search API answers them.
    records: servedRecords(index, env.PUBLIC_URL),
    maxRecordBytes: env.ALGOLIA_MAX_RECORD_BYTES,
    log,
  });
}
