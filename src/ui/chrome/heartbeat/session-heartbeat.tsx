import { useEffect, useState, useSyncExternalStore } from 'react';
import { readCsrfToken } from '../../kit/http/csrf.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import { signInHref } from '../site-header/header-links.ts';
import { callHeartbeat } from './heartbeat-call.ts';
import { DEFAULT_HEARTBEAT_PATH, HEARTBEAT, SIGNED_OUT_EVENT } from './heartbeat-constants.ts';
import { HeartbeatController, type HeartbeatTimes } from './heartbeat-controller.ts';
import { HeartbeatDebug, wantsHeartbeatDebug } from './heartbeat-debug.tsx';
import { IdleTracker, type IdleState } from './idle-tracker.ts';
import type { SessionHeartbeatProps } from '../../../core/sessions/heartbeat-props.ts';
import { heartbeatMessages } from './messages.ts';
import styles from './session-heartbeat.module.css';

export type { SessionHeartbeatProps } from '../../../core/sessions/heartbeat-props.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * ISLAND (`client:load`, rendered by the base layout only for signed-in readers, spec §6). Keeps
 * the server session alive while the reader is around (spec §4, §7): a heartbeat on load, when
 * the reader goes idle or the tab inactive, and when due. A 401 stops it, fires
 * `portico:signed-out` (the header switches to its signed-out state) and shows a notice with a
 * sign-in link. With ?debug=heartbeat it also shows the idle debug display.
 */
export function SessionHeartbeat({ i18n, ...props }: SessionHeartbeatProps) {
  return (
    <I18nProvider value={i18n}>
      <Heartbeat {...props} />
    </I18nProvider>
  );
}

function Heartbeat({
  path = DEFAULT_HEARTBEAT_PATH,
  idleTimeoutMs = HEARTBEAT.idleTimeoutMs,
}: Omit<SessionHeartbeatProps, 'i18n'>) {
  const t = useT(heartbeatMessages);
  const [state, setState] = useState<IdleState>('running');
  const [times, setTimes] = useState<HeartbeatTimes>({});
  const [signedOut, setSignedOut] = useState<'no' | 'notice' | 'dismissed'>('no');
  const debug = useDebugParam();

  useEffect(() => {
    const controller = new HeartbeatController({
      call: () =>
        callHeartbeat(path, {
          fetch: (url, init) => fetch(url, init),
          sleep,
          csrfToken: () => readCsrfToken(),
        }),
      now: () => Date.now(),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
      onAuthenticationFailed: () => {
        tracker.stop();
        setSignedOut('notice');
        window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT));
      },
      onTimes: setTimes,
      // eslint-disable-next-line no-console -- spec §8: the caller logs the heartbeat warning.
      warn: (message) => console.warn(message),
    });
    const tracker = new IdleTracker(
      {
        window,
        document,
        now: () => Date.now(),
        setInterval: (callback, ms) => window.setInterval(callback, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
      },
      {
        idleTimeoutMs,
        onChange: (next) => {
          setState(next);
          controller.idleStateChanged(next);
        },
      },
    );
    tracker.start();
    controller.start();
    return () => {
      tracker.stop();
      controller.stop();
    };
  }, [path, idleTimeoutMs]);

  const returnTo =
    typeof window === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;
  return (
    <>
      <div role="status">
        {signedOut === 'notice' && (
          <div className={styles.notice} data-testid="signed-out-notice">
            <span>{t('heartbeat.signedOut')}</span>
            <a href={signInHref(returnTo)}>{t('heartbeat.signInAgain')}</a>
            <button type="button" className={styles.dismiss} onClick={() => setSignedOut('dismissed')}>
              {t('heartbeat.dismiss')}
            </button>
          </div>
        )}
      </div>
      {debug && <HeartbeatDebug state={state} times={times} />}
    </>
  );
}

const noSubscription = () => () => {};

/** Whether the page URL asks for the debug display; false on the server and while hydrating. */
function useDebugParam(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => wantsHeartbeatDebug(window.location.search),
    () => false,
  );
}
