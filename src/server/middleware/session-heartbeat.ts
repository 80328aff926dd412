import type { Logger } from '../log/logger.ts';
import { handleHeartbeat } from '../sessions/heartbeat-handler.ts';
import type { SessionSettings } from '../sessions/session-settings.ts';
import type { Database } from '../storage/database.ts';
import type { Middleware } from './middleware.ts';

/**
 * Answers the session heartbeat at its configured path (HEARTBEAT_PATH, spec §7). A middleware
 * rather than a file route because the path comes from the environment. It sits after the CSRF
 * check, so the heartbeat, a state change (it extends the session), carries the token too.
 */
export function sessionHeartbeatMiddleware(deps: {
  db: () => Promise<Database>;
  settings: () => SessionSettings;
  now?: () => Date;
}): Middleware {
  return async (request, context, next) => {
    const settings = deps.settings();
    if (new URL(request.url).pathname !== settings.heartbeatPath) return next();
    const log: Logger = context.log;
    return handleHeartbeat(request, { db: deps.db, settings, now: deps.now ?? (() => new Date()), log });
  };
}
