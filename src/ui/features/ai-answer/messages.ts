/**
 * UI strings of the AI answer panel and the AI feedback modal (spec §2.9, §2.10, §5). The modal's
 * heading, title, button states and the 7-row text area are the spec's; the rest is the portal's.
 */
export const aiAnswerMessages = {
  'aiAnswer.region': '{brand} answer',
  'aiAnswer.ask': 'Ask {brand}',
  'aiAnswer.askQuestion': 'Ask {brand}: “{question}”',
  'aiAnswer.loading': 'Finding an answer in the documentation…',
  'aiAnswer.stop': 'Stop',
  'aiAnswer.stopped': 'Stopped. Ask again when you’re ready.',
  'aiAnswer.noAnswer':
    'The documentation you can see doesn’t answer this. Try other words, or look through the search results.',
  'aiAnswer.error.failed': 'The AI answer is unavailable right now.',
  'aiAnswer.error.timeout': 'The AI answer took too long.',
  'aiAnswer.error.network': 'Unable to reach the portal. Check your connection.',
  'aiAnswer.error.badRequest': 'This question can’t be answered. Try a shorter question.',
  'aiAnswer.error.disabled': 'AI answers are turned off.',
  'aiAnswer.retry': 'Try again',
  'aiAnswer.sources': 'Sources',
  'aiAnswer.citation': 'Source {number}: {title}',
  'aiAnswer.disclaimer': 'Generated from the documentation. It can be wrong: check the sources.',
  'aiAnswer.helpful': 'Was this answer helpful?',
  'aiAnswer.voteUp': 'Yes, this answer was helpful',
  'aiAnswer.voteDown': 'No, this answer was not helpful',
  'aiAnswer.giveFeedback': 'Give feedback',
  'aiFeedback.heading': 'Share your thoughts',
  'aiFeedback.title': 'Help us improve {brand}',
  'aiFeedback.requiredHint': 'Required fields are marked with an asterisk',
  'aiFeedback.typeLabel': 'Feedback type',
  'aiFeedback.typeChoose': 'Choose a feedback type',
  'aiFeedback.typeMissing': 'Choose a feedback type.',
  'aiFeedback.type.inaccurate': 'Inaccurate or misleading',
  'aiFeedback.type.irrelevant': 'Not relevant to my question',
  'aiFeedback.type.incomplete': 'Incomplete',
  'aiFeedback.type.outdated': 'Out of date',
  'aiFeedback.type.unsafe': 'Harmful or offensive',
  'aiFeedback.type.other': 'Something else',
  'aiFeedback.commentLabel': 'Tell us more',
  'aiFeedback.commentHint': 'Don’t include personal or confidential information.',
  'aiFeedback.send': 'Send feedback',
  'aiFeedback.sending': 'Sending ...',
  'aiFeedback.failed': 'Failed, retry',
  'aiFeedback.cancel': 'Cancel',
} as const;

/** Ids of the panel's messages. */
export type AiAnswerMessageId = keyof typeof aiAnswerMessages;
