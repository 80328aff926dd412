/**
 * UI strings of the page feedback collector and its modal (spec §2.10, §5). The five rating
 * labels and the button states are the spec's; the rest is the portal's.
 */
export const pageFeedbackMessages = {
  'pageFeedback.legend': 'Rate this page',
  'pageFeedback.hint': 'Choosing a rating opens a form where you can add a comment.',
  'pageFeedback.rating.1': 'Unusable',
  'pageFeedback.rating.2': 'Poor',
  'pageFeedback.rating.3': 'Okay',
  'pageFeedback.rating.4': 'Good',
  'pageFeedback.rating.5': 'Excellent',
  'pageFeedback.sent': 'Thank you for rating this page.',
  'pageFeedback.heading': 'Share your feedback',
  'pageFeedback.pageTitle': 'About: {title}',
  'pageFeedback.requiredHint': 'Required fields are marked with an asterisk',
  'pageFeedback.ratingLabel': 'Rating',
  'pageFeedback.commentLabel': 'Tell us more',
  'pageFeedback.commentHint': 'Don’t include personal or confidential information.',
  'pageFeedback.failedMessage': 'Your feedback was not sent. Check your connection, then try again.',
  'pageFeedback.send': 'Send feedback',
  'pageFeedback.sending': 'Sending ...',
  'pageFeedback.failed': 'Failed, retry',
  'pageFeedback.cancel': 'Cancel',
  'pageFeedback.close': 'Close',
} as const;

/** Ids of the collector's messages. */
export type PageFeedbackMessageId = keyof typeof pageFeedbackMessages;
