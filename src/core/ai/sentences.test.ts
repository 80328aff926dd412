import { describe, expect, it } from 'vitest';
import { stem, questionTerms } from './question-terms.ts';
import { clipSentence, proseFactor, splitSentences } from './sentences.ts';

describe('splitSentences', () => {
  it('splits at sentence ends but not inside identifiers, versions or abbreviations', () => {
    expect(
      splitSentences(
        'Call issue.id first, e.g. Before v1.2 it was absent. Is it set? Yes! "Quoted." (Bracketed.) 3 left',
      ),
    ).toEqual([
      'Call issue.id first, e.g. Before v1.2 it was absent.',
      'Is it set?',
      'Yes!',
      '"Quoted."',
      '(Bracketed.)',
      '3 left',
    ]);
    expect(splitSentences('   ')).toEqual([]);
  });

  it('cuts long sentences at a word boundary with an ellipsis', () => {
    expect(clipSentence('one two three four', 12)).toBe('one two…');
    expect(clipSentence('short', 12)).toBe('short');
  });
});

describe('questionTerms', () => {
  it('drops stop and question words and meets word forms through a light stem', () => {
    expect(questionTerms('How do I register Webhooks, please?')).toEqual(['register', 'webhook']);
    expect(['registering', 'registered', 'registers'].map(stem)).toEqual([
      'register',
      'register',
      'register',
    ]);
    expect(['secure', 'securing', 'secured', 'policies'].map(stem)).toEqual([
      'secur',
      'secur',
      'secur',
      'policy',
    ]);
    expect(questionTerms('how do I')).toEqual(['how', 'do', 'i']);
  });
});

describe('proseFactor', () => {
  it('keeps sentences, and ranks squashed code and runs of link titles far lower', () => {
    expect(proseFactor('Register a webhook with the REST API to receive events.')).toBe(1);
    expect(proseFactor('Cursor pagination returns a cursor: pass it to get the next page.')).toBe(1);
    // A run of link titles from a list: no closing punctuation.
    expect(proseFactor('REST API v2 introduction Cursor pagination Search with CQL')).toBeLessThan(0.5);
    // A code sample collapsed into one line, with Markdown escapes left in.
    expect(proseFactor('const hook = await api.post(`/webhooks`, { "url": url }); \\[done\\]')).toBeLessThan(
      0.2,
    );
    expect(proseFactor('')).toBe(0);
  });

  it('treats a snippet cut at its end as a sentence', () => {
    expect(proseFactor('Webhooks are delivered at least once and may arrive…')).toBe(1);
  });
});

describe('proseFactor and paths', () => {
  it('does not mistake a sentence with an API path or an identifier for code', () => {
    expect(proseFactor('Call GET /rest/api/3/issue/{issueIdOrKey} with the user_id of the reporter.')).toBe(
      1,
    );
  });
});
