/**
 * UI strings of the toast (spec §2.10). The feedback thank-you is shared by page feedback and AI
 * feedback, so it lives here rather than in either feature.
 */
export const toastMessages = {
  'toast.dismiss': 'Dismiss',
  'toast.feedbackThanks.title': 'Thank you!',
  'toast.feedbackThanks.description': "We'll use your feedback to improve this page.",
} as const;
