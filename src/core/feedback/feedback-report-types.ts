/** Where a feedback came from: the page rating collector or an AI answer or summary. */
export type FeedbackKind = 'page' | 'ai';
export const FEEDBACK_KINDS: readonly FeedbackKind[] = ['page', 'ai'];

/** A row's forwarding outcome; 'none' when no tracker was configured when it arrived. */
export type ForwardState = 'forwarded' | 'pending' | 'failed' | 'none';
export const FORWARD_STATES: readonly ForwardState[] = ['forwarded', 'pending', 'failed', 'none'];

/** A product the report can be filtered by (a package productName and its human name). */
export interface ProductChoice {
  name: string;
  title: string;
}

/** Counts of ratings 1 to 5, in that order. */
export type RatingDistribution = readonly [number, number, number, number, number];

/** Totals over every feedback matching the filters. */
export interface ReportSummary {
  total: number;
  /** Feedback with a rating of 1 to 5 (0 means none was chosen). */
  rated: number;
  /** Mean of the ratings 1 to 5, one decimal; null without any. */
  average: number | null;
  distribution: RatingDistribution;
  pageFeedback: number;
  aiFeedback: number;
  /** Distinct pages with feedback. */
  pages: number;
  forwarding: Readonly<Record<ForwardState, number>>;
}

/** Ratings and comments of one page. */
export interface PageRatings {
  /** The page's route; undefined for AI feedback given outside any page. */
  path: string | undefined;
  /** The current title from the content build, else the title the feedback carried. */
  title: string;
  productTitle: string | undefined;
  count: number;
  rated: number;
  average: number | null;
  distribution: RatingDistribution;
  /** How many of `count` are about AI answers or summaries. */
  ai: number;
  /** ISO time of the newest feedback. */
  lastAt: string;
}

/** One feedback as submitted, with its forwarding outcome. */
export interface FeedbackEntry {
  id: string;
  /** ISO time. */
  receivedAt: string;
  kind: FeedbackKind;
  path: string | undefined;
  title: string;
  productTitle: string | undefined;
  /** 1 to 5, or null when none was chosen (AI feedback has none). */
  rating: number | null;
  comment: string;
  /** AI feedback: helpful, inaccurate, …; and the question or summary it was about. */
  aiFeedbackType: string | undefined;
  aiSubject: string | undefined;
  forward: {
    state: ForwardState;
    attempts: number;
    key: string | undefined;
    url: string | undefined;
    lastError: string | undefined;
  };
}

/** Everything the report page shows for one set of filters. */
export interface FeedbackReportData {
  summary: ReportSummary;
  /** Pages with the most feedback first; at most `pageLimit`. */
  pages: readonly PageRatings[];
  pageLimit: number;
  entries: readonly FeedbackEntry[];
  /** 1-based page of `entries` and how many pages there are. */
  page: number;
  pageCount: number;
}
