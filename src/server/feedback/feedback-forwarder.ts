import type { Logger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { forwardingQueue, type ClaimedFeedback } from './forwarding-queue.ts';
import { createJiraIssue, TrackerError } from './jira-client.ts';
import { jiraIssueFields } from './jira-issue.ts';
import type { ForwardingSettings, JiraTrackerConfig } from './tracker-config.ts';

/** The tracker name recorded on rows this forwarder handles. */
export const JIRA_TRACKER = 'jira';

/** Delay before attempt `attempt + 1`: 30 s after the first failure, doubling, at most one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** What the forwarder needs; the endpoint passes the real ones, tests their own. */
export interface ForwarderDeps {
  db: () => Promise<Database>;
  jira: JiraTrackerConfig;
  settings: ForwardingSettings;
  log: Logger;
  now?: () => Date;
  fetchImpl?: typeof fetch;
  /** Rows claimed per round (default 10). */
  batchSize?: number;
}

/** What one pass did. */
export interface ForwardingPass {
  forwarded: number;
  failed: number;
}

/** The background loop that offers stored feedback to the tracker. */
export interface FeedbackForwarder {
  /** Forwards every row due now (in rounds of `batchSize`), then resolves. */
  runOnce(): Promise<ForwardingPass>;
  /** Runs a pass soon (e.g. right after a submission); passes never overlap. */
  wake(): void;
  /** Runs a pass every `settings.intervalMs` until `stop`. The timer never keeps the process alive. */
  start(): void;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

/**
 * Forwards feedback stored with forward_status 'pending' to a Jira-compatible tracker. Each row is
 * claimed before the call (see `ForwardingQueue.claim`), so processes sharing one database
 * create each issue once; the claim lasts the call's timeout plus a minute. A failure is recorded
 * on the row with its reason and retried with backoff ({@link retryDelayMs}) until
 * `settings.maxAttempts`, after which the row is 'failed'. Database errors end the pass (logged);
 * the next pass tries again.
 */
export function feedbackForwarder(deps: ForwarderDeps): FeedbackForwarder {
  const now = deps.now ?? (() => new Date());
  const batch = deps.batchSize ?? 10;
  const leaseMs = deps.jira.timeoutMs + 60_000;
  let running: Promise<ForwardingPass> | undefined;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function forward(row: ClaimedFeedback, queue: ReturnType<typeof forwardingQueue>): Promise<boolean> {
    try {
      const created = await createJiraIssue(deps.jira, jiraIssueFields(row, deps.jira), deps.fetchImpl);
      const note = created.key === undefined ? 'Created, but the answer did not name the issue' : undefined;
      const kept = await queue.succeeded(
        row,
        { id: created.id, key: created.key, url: created.browseUrl },
        now(),
        note,
      );
      deps.log.info('feedback forwarded', { id: row.id, key: created.key, attempt: row.attempt, kept });
      return true;
    } catch (error) {
      if (!(error instanceof TrackerError)) throw error;
      const retryAt =
        row.attempt >= deps.settings.maxAttempts
          ? undefined
          : new Date(now().getTime() + retryDelayMs(row.attempt));
      await queue.failed(row, error.message, retryAt);
      deps.log.warn('feedback not forwarded', {
        id: row.id,
        attempt: row.attempt,
        status: error.status,
        error: error.message,
        retryAt: retryAt?.toISOString() ?? 'never (failed)',
      });
      return false;
    }
  }

  async function pass(): Promise<ForwardingPass> {
    const result = { forwarded: 0, failed: 0 };
    const queue = forwardingQueue(await deps.db());
    for (;;) {
      const at = now();
      const rows = await queue.claim(JIRA_TRACKER, at, new Date(at.getTime() + leaseMs), batch);
      for (const row of rows) {
        if (await forward(row, queue)) result.forwarded += 1;
        else result.failed += 1;
      }
      if (rows.length < batch) return result;
    }
  }

  function runOnce(): Promise<ForwardingPass> {
    if (running !== undefined) {
      again = true;
      return running;
    }
    const current = pass().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        wake();
      }
    });
    running = current;
    return current;
  }

  function wake(): void {
    runOnce().catch((error: unknown) => deps.log.error('feedback forwarding pass failed', { error }));
  }

  return {
    runOnce,
    wake,
    start() {
      if (timer !== undefined) return;
      timer = setInterval(wake, deps.settings.intervalMs);
      timer.unref();
      wake();
    },
    async stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      again = false;
      await running?.catch(() => undefined);
    },
  };
}
