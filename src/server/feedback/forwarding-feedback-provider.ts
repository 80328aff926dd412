import type { FeedbackProvider } from './feedback-provider.ts';
import type { FeedbackStore } from './feedback-store.ts';

/**
 * The provider when a tracker is configured: stores the issue exactly as the embedded provider
 * does, queued for `tracker` in the same insert, and resolves once that has committed. The
 * tracker is not waited for: `stored` wakes the background forwarder, which creates the issue
 * and records the outcome on the row (retrying on failure), so a slow or broken tracker neither
 * delays nor loses an acknowledged submission.
 */
export function forwardingFeedbackProvider(
  store: () => Promise<FeedbackStore>,
  tracker: string,
  stored: () => void,
): FeedbackProvider {
  return {
    name: tracker,
    async submit(issue, submitter) {
      const id = await (await store()).insert(issue, submitter, tracker);
      stored();
      return { id };
    },
  };
}
