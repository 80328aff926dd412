import type { ServerEnv } from '../config/env.ts';

/** How sessions behave; from the environment (src/server/config/env.ts). */
export interface SessionSettings {
  /** Sliding expiry: a session ends this long after its last request or heartbeat. */
  idleTimeoutSeconds: number;
  /** Absolute cap from sign-in. */
  maxLifetimeSeconds: number;
  /** The heartbeat endpoint path (spec §7). */
  heartbeatPath: string;
}

/** Settings from parsed environment values. */
export function sessionSettingsFrom(
  env: Pick<ServerEnv, 'SESSION_IDLE_TIMEOUT_SECONDS' | 'SESSION_MAX_LIFETIME_SECONDS' | 'HEARTBEAT_PATH'>,
): SessionSettings {
  return {
    idleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT_SECONDS,
    maxLifetimeSeconds: env.SESSION_MAX_LIFETIME_SECONDS,
    heartbeatPath: env.HEARTBEAT_PATH,
  };
}
