import type { I18nPayload } from '../i18n/payload.ts';

/** Props of the SessionHeartbeat island. */
export interface SessionHeartbeatProps {
  /** The heartbeat endpoint (HEARTBEAT_PATH; default /gateway/api/session/heartbeat). */
  path?: string;
  /** Idle time-out handed to the idle tracker (spec §4: 60000 ms by default). */
  idleTimeoutMs?: number;
  /** Locale and messages: `payloadFor(locale, heartbeatMessages)`. */
  i18n: I18nPayload;
}
