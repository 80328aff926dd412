import { HEARTBEAT } from './heartbeat-constants.ts';

/** What a heartbeat call needs from the browser (fakes in tests). */
export interface HeartbeatTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  /** The page's CSRF token (meta csrf): the heartbeat extends the session, a state change. */
  csrfToken: () => string;
}

/**
 * POSTs the heartbeat (spec §7: no body, credentials included, JSON content type) and returns
 * an answer that is ok or 401. On 408, 500, 502, 503, 504, 522 or 524 it retries up to 5 times,
 * waiting 300 ms and doubling; then it throws 'retried for 5 times, stopped to call api', which
 * the caller logs as a warning. Any other status throws with the status.
 */
export async function callHeartbeat(path: string, transport: HeartbeatTransport): Promise<Response> {
  let delay: number = HEARTBEAT.initialRetryDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    const response = await transport.fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': transport.csrfToken() },
    });
    if (response.ok || response.status === 401) return response;
    if (!HEARTBEAT.retryStatuses.includes(response.status)) {
      throw new Error(`heartbeat answered ${response.status}`);
    }
    if (attempt === HEARTBEAT.maxRetries) throw new Error(HEARTBEAT.retriesExhausted);
    await transport.sleep(delay);
    delay *= 2;
  }
}
