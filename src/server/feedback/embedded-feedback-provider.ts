import type { FeedbackProvider } from './feedback-provider.ts';
import type { FeedbackStore } from './feedback-store.ts';

/**
 * The default provider: keeps every issue in the portal's database (feedback_issues). `submit`
 * resolves after the insert has committed, so an acknowledged issue is never lost.
 */
export function embeddedFeedbackProvider(store: () => Promise<FeedbackStore>): FeedbackProvider {
  return {
    name: 'embedded',
    async submit(issue, submitter) {
      const id = await (await store()).insert(issue, submitter);
      return { id };
    },
  };
}
