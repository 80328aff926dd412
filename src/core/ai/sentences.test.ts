import { describe, expect, it } from 'vitest';
import { stem, questionTerms } from './question-terms.ts';
import { clipSentence, splitSentences } from './sentences.ts';

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
