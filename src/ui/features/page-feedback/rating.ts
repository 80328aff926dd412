import type { PageFeedbackMessageId } from './messages.ts';

/**
 * The 5-step page rating (spec §2.10): 1 Unusable, 2 Poor, 3 Okay, 4 Good, 5 Excellent. The same
 * steps as `RATING_SCORES` in src/schemas/feedback.ts (a test keeps them equal), restated so the
 * island does not bundle zod.
 */
export const PAGE_RATINGS = [1, 2, 3, 4, 5] as const;

/** One step of the rating. */
export type PageRating = (typeof PAGE_RATINGS)[number];

/** The rating's label id, e.g. 'pageFeedback.rating.4' (Good). */
export function ratingLabelId(rating: PageRating): PageFeedbackMessageId {
  return `pageFeedback.rating.${rating}`;
}

/** The step a radio's value names, or undefined for anything else. */
export function parseRating(value: unknown): PageRating | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return PAGE_RATINGS.find((rating) => rating === number);
}
