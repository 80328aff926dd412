/**
 * Where page feedback and AI feedback are posted (spec §7), served by
 * src/pages/api/feedback-provider/issue.ts. Both feedback dialogs send here.
 */
export const FEEDBACK_ISSUE_PATH = '/api/feedback-provider/issue';
