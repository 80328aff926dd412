import type { Principal } from '../../core/policy/principal.ts';
import { logger } from '../log/logger.ts';
import { database } from '../storage/index.ts';
import { embeddedFeedbackProvider } from './embedded-feedback-provider.ts';
import type { FeedbackProvider } from './feedback-provider.ts';
import { handleFeedbackIssue } from './feedback-handler.ts';
import { feedbackStore } from './feedback-store.ts';

let provider: FeedbackProvider | undefined;

/**
 * The process's feedback provider. Today the embedded one (the portal's database); a forwarding
 * connector (issue 5) is chosen here by configuration when it exists.
 */
export function getFeedbackProvider(): FeedbackProvider {
  provider ??= embeddedFeedbackProvider(async () => feedbackStore(await database()));
  return provider;
}

/** POST /api/feedback-provider/issue with the configured provider and the request's principal. */
export function feedbackIssueResponse(request: Request, principal: Principal): Promise<Response> {
  return handleFeedbackIssue(request, {
    provider: getFeedbackProvider,
    submitter: { accountId: principal.accountId },
    log: logger.child({ module: 'feedback' }),
  });
}
