import { z } from 'zod';
import { pageAddress, sameSitePath } from './same-site-path.ts';

/** Limits of a feedback issue (POST /api/feedback-provider/issue). */
export const FEEDBACK_LIMITS = {
  /** Longest comment, in characters. */
  maxTextChars: 5000,
  /** Longest question, answer or summary carried by an AI feedback issue. */
  maxAiTextChars: 20000,
  maxTitleChars: 500,
  maxUrlChars: 2048,
  maxIdChars: 512,
  /** Largest request body the endpoint reads, in bytes. */
  maxBodyBytes: 64 * 1024,
} as const;

/** The 5-step page rating (spec §2.10): 1 Unusable … 5 Excellent; 0 means none chosen. */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;

/**
 * Spec §5: ratingScore is coerced to a number, 0 when absent. Strings from form fields ('4') are
 * numbers too; anything that is not a whole number from 0 to 5 is refused.
 */
const ratingScore = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? 0
      : typeof value === 'string'
        ? Number(value)
        : value,
  z
    .number({ error: 'ratingScore must be a number from 0 to 5.' })
    .int('ratingScore must be a whole number.')
    .min(0, 'ratingScore must be from 0 to 5.')
    .max(5, 'ratingScore must be from 0 to 5.'),
);

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

/**
 * Page feedback (spec §3 "Feedback", submitted data): what the page collector posts. `userAid`
 * is what the browser says about the visitor; the server records the session's account itself
 * and never trusts this one for anything but display.
 */
export const PageFeedbackIssueSchema = z
  .object({
    pageTitle: text(FEEDBACK_LIMITS.maxTitleChars),
    /** Where the page was read: a path, or an absolute URL on the host the issue was posted to. */
    pageUrl: pageAddress(FEEDBACK_LIMITS.maxUrlChars),
    /** The page's route: a path on this site, linked from the employees' report. */
    pathName: sameSitePath(FEEDBACK_LIMITS.maxUrlChars),
    ratingScore,
    textFeedback: text(FEEDBACK_LIMITS.maxTextChars).default(''),
    userAid: z.preprocess(
      (value) => (value === null ? undefined : value),
      text(FEEDBACK_LIMITS.maxIdChars).optional(),
    ),
  })
  .strict();
export type PageFeedbackIssue = z.infer<typeof PageFeedbackIssueSchema>;
export type PageFeedbackIssueInput = z.input<typeof PageFeedbackIssueSchema>;

/**
 * The fixed custom-field id that carries the AI part of an AI feedback issue (spec §3 "AI
 * feedback issue"), as a Jira-compatible tracker would name it. A forwarding connector maps it
 * to the tracker's own field.
 */
export const AI_FEEDBACK_FIELD_ID = 'customfield_10990';

/** What the reader says about AI content: 'helpful' (thumbs up) or a reason for thumbs down. */
export const AI_FEEDBACK_TYPES = [
  'helpful',
  'inaccurate',
  'irrelevant',
  'incomplete',
  'outdated',
  'unsafe',
  'other',
] as const;
export const AiFeedbackTypeSchema = z.enum(AI_FEEDBACK_TYPES);
export type AiFeedbackType = z.infer<typeof AiFeedbackTypeSchema>;

/** The reasons the thumbs-down form offers (spec §5: one must be chosen). */
export const NEGATIVE_AI_FEEDBACK_TYPES = AI_FEEDBACK_TYPES.filter(
  (type): type is Exclude<AiFeedbackType, 'helpful'> => type !== 'helpful',
);

/**
 * The custom field's value: the question and the answer, or a summary, plus the content id and
 * the feedback type (spec §3). Exactly one of answer and summary; a question goes with an answer.
 */
export const AiFeedbackFieldSchema = z
  .object({
    question: text(FEEDBACK_LIMITS.maxAiTextChars).optional(),
    answer: text(FEEDBACK_LIMITS.maxAiTextChars).optional(),
    summary: text(FEEDBACK_LIMITS.maxAiTextChars).optional(),
    contentId: text(FEEDBACK_LIMITS.maxIdChars).default(''),
    feedbackType: AiFeedbackTypeSchema,
  })
  .strict()
  .refine((field) => (field.answer === undefined) !== (field.summary === undefined), {
    message: 'carry either an answer or a summary, not both',
  })
  .refine((field) => field.answer === undefined || (field.question ?? '').trim() !== '', {
    message: 'an answer needs the question it answers',
    path: ['question'],
  });
export type AiFeedbackField = z.infer<typeof AiFeedbackFieldSchema>;

/**
 * An AI feedback issue: the reader's comment, where it was given, and the custom field. The
 * comment may be empty for a vote (thumbs up).
 */
export const AiFeedbackIssueSchema = z
  .object({
    textFeedback: text(FEEDBACK_LIMITS.maxTextChars).default(''),
    pageUrl: pageAddress(FEEDBACK_LIMITS.maxUrlChars).optional(),
    [AI_FEEDBACK_FIELD_ID]: AiFeedbackFieldSchema,
  })
  .strict();
export type AiFeedbackIssue = z.infer<typeof AiFeedbackIssueSchema>;
export type AiFeedbackIssueInput = z.input<typeof AiFeedbackIssueSchema>;

/** A validated issue, tagged by kind. */
export type FeedbackIssue =
  { kind: 'page'; issue: PageFeedbackIssue } | { kind: 'ai'; issue: AiFeedbackIssue };

/** The outcome of {@link parseFeedbackIssue}: the issue, or the problems for a 400 answer. */
export type ParsedFeedbackIssue = { ok: true; value: FeedbackIssue } | { ok: false; problems: string[] };

/**
 * Validates a posted issue once, at the endpoint. An object with the AI custom field is an AI
 * feedback issue; anything else must be page feedback.
 */
export function parseFeedbackIssue(json: unknown): ParsedFeedbackIssue {
  const isAi = typeof json === 'object' && json !== null && AI_FEEDBACK_FIELD_ID in json;
  const parsed = isAi ? AiFeedbackIssueSchema.safeParse(json) : PageFeedbackIssueSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`),
    };
  }
  return isAi
    ? { ok: true, value: { kind: 'ai', issue: parsed.data as AiFeedbackIssue } }
    : { ok: true, value: { kind: 'page', issue: parsed.data as PageFeedbackIssue } };
}
