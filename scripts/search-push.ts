// `npm run search:push`: send the content build's search records to Algolia (a deploy step).
// Needs SEARCH_PROVIDER=algolia, ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME.
import { readServerEnv } from '../src/server/config/env.ts';
import { createLogger } from '../src/server/log/logger.ts';
import { syncAlgoliaFromBuild } from '../src/server/search/algolia-sync-build.node.ts';
import { ensureContentBuild } from './lib/content-build.ts';

const env = readServerEnv();
const log = createLogger(env.LOG_LEVEL, { service: 'portico', module: 'search-push' });
await ensureContentBuild();
try {
  const result = await syncAlgoliaFromBuild(env, log);
  console.log(
    result.status === 'unchanged'
      ? `Algolia index ${env.ALGOLIA_INDEX_NAME} already holds these ${result.records} records.`
      : `Sent ${result.records} records to Algolia index ${env.ALGOLIA_INDEX_NAME}.`,
  );
} catch (error) {
  console.error(
    `Could not send the search records to Algolia: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
