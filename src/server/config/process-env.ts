import { z } from 'zod';
import { emptyToUndefined } from './env-helpers.ts';

/**
 * Environment of the serving processes (src/server/cluster, src/server/http/graceful-shutdown.ts):
 * how many workers `npm start` runs and how long a stop may take
 * (docs/decisions/0062-workers-and-the-embedded-database.md).
 */
export const ProcessEnvShape = {
  /**
   * Worker processes serving HTTP. Unset: one per core (os.availableParallelism()). Without
   * DATABASE_URL there is one worker whatever this says, since the embedded database has one
   * owner process.
   */
  WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).optional()),
  /**
   * How long a stop (SIGTERM, SIGINT) waits for in-flight requests after it stops accepting, in
   * milliseconds; connections still open then are cut and the process exits.
   */
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600_000).default(10_000),
  ),
};
