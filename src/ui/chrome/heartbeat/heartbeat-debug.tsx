import { useT } from '../../i18n/i18n-context.tsx';
import type { HeartbeatTimes } from './heartbeat-controller.ts';
import styles from './session-heartbeat.module.css';
import type { IdleState } from './idle-tracker.ts';
import { heartbeatMessages } from './messages.ts';

/** The URL parameter that shows the debug display: ?debug=heartbeat (docs/decisions/0011). */
export const DEBUG_PARAM = { name: 'debug', value: 'heartbeat' } as const;

const STATE_MESSAGE = {
  running: 'heartbeat.stateRunning',
  idle: 'heartbeat.stateIdle',
  'tab-inactive': 'heartbeat.stateTabInactive',
} as const satisfies Record<IdleState, keyof typeof heartbeatMessages>;

/** Whether a page URL asks for the debug display. */
export function wantsHeartbeatDebug(search: string): boolean {
  return new URLSearchParams(search).getAll(DEBUG_PARAM.name).includes(DEBUG_PARAM.value);
}

/**
 * The idle debug display: the tracker state, the next heartbeat time and the session
 * expiry as ISO timestamps. Shown only with ?debug=heartbeat, for support and testing.
 */
export function HeartbeatDebug({ state, times }: { state: IdleState; times: HeartbeatTimes }) {
  const t = useT(heartbeatMessages);
  const iso = (ms: number | undefined) =>
    ms === undefined ? t('heartbeat.debugUnknown') : new Date(ms).toISOString();
  return (
    <aside className={styles.debug} aria-label={t('heartbeat.debugTitle')} data-testid="heartbeat-debug">
      <dl>
        <dt>{t('heartbeat.debugState')}</dt>
        <dd data-testid="heartbeat-debug-state" data-state={state}>
          {t(STATE_MESSAGE[state])}
        </dd>
        <dt>{t('heartbeat.debugNextCall')}</dt>
        <dd data-testid="heartbeat-debug-next">{iso(times.nextCallAt)}</dd>
        <dt>{t('heartbeat.debugExpiry')}</dt>
        <dd data-testid="heartbeat-debug-expiry">{iso(times.sessionExpiresAt)}</dd>
      </dl>
    </aside>
  );
}
