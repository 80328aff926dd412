import type { Principal } from '../../core/policy/principal.ts';
import { readServerEnv } from '../config/env.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import { embeddedFeedbackProvider } from './embedded-feedback-provider.ts';
import { feedbackForwarder, JIRA_TRACKER, type FeedbackForwarder } from './feedback-forwarder.ts';
import type { FeedbackProvider } from './feedback-provider.ts';
import { handleFeedbackIssue } from './feedback-handler.ts';
import { feedbackRateLimiter } from './feedback-rate-limit.ts';
import { feedbackStore } from './feedback-store.ts';
import { clientAddressOf } from '../accounts/client-address.ts';
import { forwardingFeedbackProvider } from './forwarding-feedback-provider.ts';
import { trackerFromEnv } from './tracker-config.ts';

const log = logger.child({ module: 'feedback' });
const store = async () => feedbackStore(await database());
const limiter = feedbackRateLimiter(database);

let setup: { provider: FeedbackProvider; forwarder: FeedbackForwarder | undefined } | undefined;

/**
 * The process's provider and forwarder, chosen once by FEEDBACK_TRACKER. With 'jira' but
 * incomplete JIRA_* settings, feedback is still stored and queued (nothing is lost) and the error
 * is logged; the queue is forwarded once the configuration is fixed and the portal restarted.
 */
function feedbackSetup(): NonNullable<typeof setup> {
  if (setup !== undefined) return setup;
  const env = readServerEnv();
  if (env.FEEDBACK_TRACKER === 'embedded') {
    setup = { provider: embeddedFeedbackProvider(store), forwarder: undefined };
    return setup;
  }
  let forwarder: FeedbackForwarder | undefined;
  try {
    const choice = trackerFromEnv(env);
    if (choice.kind === 'jira') {
      forwarder = feedbackForwarder({ db: database, jira: choice.jira, settings: choice.forwarding, log });
    }
  } catch (error) {
    log.error('feedback tracker misconfigured: feedback is stored and queued but not forwarded', { error });
  }
  setup = {
    provider: forwardingFeedbackProvider(store, JIRA_TRACKER, () => forwarder?.wake()),
    forwarder,
  };
  return setup;
}

/** The process's feedback provider (FEEDBACK_TRACKER): the embedded one, or store-then-forward. */
export function getFeedbackProvider(): FeedbackProvider {
  return feedbackSetup().provider;
}

/**
 * Starts the background forwarding loop when a tracker is configured (a no-op otherwise, and
 * when already started). Called once as the server starts, so feedback queued before a restart
 * is forwarded without waiting for a new submission.
 */
export function startFeedbackForwarding(): void {
  feedbackSetup().forwarder?.start();
}

/**
 * POST /api/feedback-provider/issue with the configured provider, the request's principal and
 * the client's address (the socket's, or behind trusted proxies the one they saw: TRUST_PROXY).
 */
export function feedbackIssueResponse(
  request: Request,
  principal: Principal,
  socketAddress: string,
): Promise<Response> {
  startFeedbackForwarding();
  const env = readServerEnv();
  return handleFeedbackIssue(request, {
    provider: getFeedbackProvider,
    submitter: { accountId: principal.accountId },
    clientAddress: clientAddressOf(request, socketAddress),
    limiter,
    rate: { perMinute: env.FEEDBACK_PER_MINUTE, perDay: env.FEEDBACK_PER_DAY },
    log,
  });
}
