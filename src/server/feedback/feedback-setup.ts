import type { ServerEnv } from '../config/env.ts';
import type { Logger } from '../log/logger.ts';
import type { SharedStore } from '../shared-state/shared-store.ts';
import type { Database } from '../storage/database.ts';
import { embeddedFeedbackProvider } from './embedded-feedback-provider.ts';
import { feedbackForwarder, JIRA_TRACKER, type FeedbackForwarder } from './feedback-forwarder.ts';
import type { FeedbackProvider } from './feedback-provider.ts';
import {
  feedbackRateLimiter,
  type FeedbackRateLimiter,
  type FeedbackRateSettings,
} from './feedback-rate-limit.ts';
import { feedbackStore } from './feedback-store.ts';
import { forwardingFeedbackProvider } from './forwarding-feedback-provider.ts';
import { trackerFromEnv } from './tracker-config.ts';

/** The feedback services of a portal: where issues go, the forwarding loop and the limits. */
export interface FeedbackSetup {
  provider: FeedbackProvider;
  /** The loop that forwards stored feedback to the tracker; undefined without one. */
  forwarder: FeedbackForwarder | undefined;
  limiter: FeedbackRateLimiter;
  rate: FeedbackRateSettings;
}

/**
 * The provider and forwarder FEEDBACK_TRACKER chooses, and the limits counted in `shared`. With 'jira' but incomplete JIRA_* settings,
 * feedback is still stored and queued (nothing is lost) and the error is logged; the queue is
 * forwarded once the configuration is fixed and the portal restarted.
 */
export function feedbackSetupFrom(
  env: ServerEnv,
  db: () => Promise<Database>,
  log: Logger,
  shared: SharedStore,
): FeedbackSetup {
  const store = async () => feedbackStore(await db());
  const limiter = feedbackRateLimiter(shared);
  const rate = { perMinute: env.FEEDBACK_PER_MINUTE, perDay: env.FEEDBACK_PER_DAY };
  if (env.FEEDBACK_TRACKER === 'embedded')
    return { provider: embeddedFeedbackProvider(store), forwarder: undefined, limiter, rate };
  let forwarder: FeedbackForwarder | undefined;
  try {
    const choice = trackerFromEnv(env);
    if (choice.kind === 'jira') {
      forwarder = feedbackForwarder({ db, jira: choice.jira, settings: choice.forwarding, log });
    }
  } catch (error) {
    log.error('feedback tracker misconfigured: feedback is stored and queued but not forwarded', { error });
  }
  return {
    provider: forwardingFeedbackProvider(store, JIRA_TRACKER, () => forwarder?.wake()),
    forwarder,
    limiter,
    rate,
  };
}
