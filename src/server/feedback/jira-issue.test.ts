import { describe, expect, it } from 'vitest';
import { jiraIssueFields, type ForwardedFeedback } from './jira-issue.ts';

const base: ForwardedFeedback = {
  id: '42',
  kind: 'page',
  received_at: new Date('2026-03-01T10:00:00Z'),
  page_title: 'Webhooks\nguide',
  page_url: 'javascript:alert(1)',
  path_name: '/cloud/jira/platform/webhooks/',
  rating_score: 0,
  text_feedback: '',
  ai_question: null,
  ai_answer: null,
  ai_summary: null,
  content_id: null,
  feedback_type: null,
};
const config = { projectKey: 'DOCS', issueType: 'Task' };

describe('jiraIssueFields', () => {
  it('keeps the summary on one line within 255 characters', () => {
    expect(jiraIssueFields(base, config).summary).toBe('Page feedback: Webhooks guide');
    const long = jiraIssueFields({ ...base, page_title: 'x'.repeat(400) }, config).summary;
    expect(long).toHaveLength(255);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes a valid ADF document: no empty text nodes, links only to http(s) pages', () => {
    const { description } = jiraIssueFields(base, config);
    expect(description).toMatchObject({ type: 'doc', version: 1 });
    const text = JSON.stringify(description);
    expect(text).not.toContain('"text":""');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('"text":"none"');
    expect(text).toContain('"text":"(none)"');
  });

  it('describes an AI summary by its summary', () => {
    const fields = jiraIssueFields(
      {
        ...base,
        kind: 'ai',
        ai_summary: 'A summary of the page',
        feedback_type: 'outdated',
        content_id: '/cloud/x/',
      },
      config,
    );
    expect(fields.summary).toBe('AI summary feedback (outdated): A summary of the page');
    expect(fields.labels).toEqual(['portico-feedback', 'ai-feedback', 'portico-feedback-42']);
  });
});
