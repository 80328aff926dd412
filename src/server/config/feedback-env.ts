/**
 * Environment of page and AI feedback (src/server/feedback): where feedback is forwarded besides
 * the portal's own database.
 */
export const FeedbackEnvShape = {};
