import type { FeedbackKind } from '../../core/feedback/feedback-report-types.ts';
import type { JiraTrackerConfig } from './tracker-config.ts';

/** The stored feedback a tracker issue is made from (columns of feedback_issues). */
export interface ForwardedFeedback {
  id: string;
  kind: FeedbackKind;
  received_at: Date;
  page_title: string | null;
  page_url: string | null;
  path_name: string | null;
  rating_score: number | null;
  text_feedback: string;
  ai_question: string | null;
  ai_answer: string | null;
  ai_summary: string | null;
  content_id: string | null;
  feedback_type: string | null;
}

type AdfMark = { type: 'strong' } | { type: 'link'; attrs: { href: string } };
type AdfInline = { type: 'text'; text: string; marks?: AdfMark[] } | { type: 'hardBreak' };
type AdfBlock = { type: 'paragraph'; content: AdfInline[] };

/** An Atlassian Document Format document (the v3 API's rich-text fields). */
export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: AdfBlock[];
}

/** The `fields` of a create-issue request (POST /rest/api/3/issue). */
export interface JiraIssueFields {
  project: { key: string };
  summary: string;
  issuetype: { name: string };
  description: AdfDocument;
  labels: string[];
}

/** The 5-step labels of spec §2.10, as the tracker shows them. */
const RATING_LABELS = ['', 'Unusable', 'Poor', 'Okay', 'Good', 'Excellent'] as const;
/** Jira's limit for a summary. */
const MAX_SUMMARY = 255;
/** Labels every forwarded issue carries; the per-feedback one lets a person find duplicates. */
export const FEEDBACK_LABEL = 'portico-feedback';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Text with line breaks as hardBreak nodes; ADF refuses empty text nodes. */
function lines(text: string, marks?: AdfMark[]): AdfInline[] {
  const out: AdfInline[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) out.push({ type: 'hardBreak' });
    if (line !== '')
      out.push(marks === undefined ? { type: 'text', text: line } : { type: 'text', text: line, marks });
  });
  return out;
}

function field(label: string, value: string, href?: string): AdfBlock {
  const link: AdfMark[] | undefined = href === undefined ? undefined : [{ type: 'link', attrs: { href } }];
  return {
    type: 'paragraph',
    content: [{ type: 'text', text: `${label}: `, marks: [{ type: 'strong' }] }, ...lines(value, link)],
  };
}

function httpUrl(value: string | null): string | undefined {
  if (value === null) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function rating(score: number | null): string {
  return score === null || score < 1 || score > 5 ? 'none' : `${score}/5 (${RATING_LABELS[score]})`;
}

function summaryOf(row: ForwardedFeedback): string {
  if (row.kind === 'page') {
    const page = oneLine(row.page_title ?? '') || row.path_name || 'a page';
    const score = row.rating_score !== null && row.rating_score > 0 ? ` ${row.rating_score}/5` : '';
    return clip(oneLine(`Page feedback${score}: ${page}`), MAX_SUMMARY);
  }
  const about = oneLine(row.ai_question ?? '') || oneLine(row.ai_summary ?? '') || row.content_id || '';
  const subject = row.ai_summary !== null ? 'AI summary' : 'AI answer';
  return clip(oneLine(`${subject} feedback (${row.feedback_type ?? 'other'}): ${about}`), MAX_SUMMARY);
}

/** The create-issue fields for one stored feedback, in the configured project and issue type. */
export function jiraIssueFields(
  row: ForwardedFeedback,
  config: Pick<JiraTrackerConfig, 'projectKey' | 'issueType'>,
): JiraIssueFields {
  const blocks: AdfBlock[] = [];
  const pageUrl = httpUrl(row.page_url);
  if (row.kind === 'page') {
    blocks.push(field('Page', oneLine(row.page_title ?? '') || (row.path_name ?? ''), pageUrl));
    if (row.path_name !== null) blocks.push(field('Path', row.path_name));
    blocks.push(field('Rating', rating(row.rating_score)));
  } else {
    blocks.push(field('Feedback type', row.feedback_type ?? 'other'));
    if (row.page_url !== null) blocks.push(field('Page', row.page_url, pageUrl));
    if (row.content_id) blocks.push(field('Content id', row.content_id));
    if (row.ai_question !== null) blocks.push(field('Question', row.ai_question));
    if (row.ai_answer !== null) blocks.push(field('Answer', row.ai_answer));
    if (row.ai_summary !== null) blocks.push(field('Summary', row.ai_summary));
  }
  blocks.push(field('Comment', row.text_feedback.trim() === '' ? '(none)' : row.text_feedback));
  blocks.push(field('Received', row.received_at.toISOString()));
  blocks.push(field('Portal feedback id', row.id));
  return {
    project: { key: config.projectKey },
    summary: summaryOf(row),
    issuetype: { name: config.issueType },
    description: { type: 'doc', version: 1, content: blocks },
    labels: [
      FEEDBACK_LABEL,
      row.kind === 'page' ? 'page-feedback' : 'ai-feedback',
      `${FEEDBACK_LABEL}-${row.id}`,
    ],
  };
}
