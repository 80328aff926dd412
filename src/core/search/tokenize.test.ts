import { describe, expect, it } from 'vitest';
import { forEachToken, MAX_TOKEN_LENGTH, normalizeWord, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('splits on everything but letters, marks and digits, and lower-cases', () => {
    expect(tokenize('Get-ChildItem about_Arrays issue.id v1.2 GET /rest/api/3/{issueIdOrKey}')).toEqual([
      'get',
      'childitem',
      'about',
      'arrays',
      'issue',
      'id',
      'v1',
      '2',
      'get',
      'rest',
      'api',
      '3',
      'issueidorkey',
    ]);
  });

  it('folds accents and compatibility forms so they match plain text', () => {
    expect(tokenize('Café ÜBER ﬁle ＣＡＦＥ naïve')).toEqual(['cafe', 'uber', 'file', 'cafe', 'naive']);
    expect(normalizeWord('½')).toEqual(['1', '2']);
    expect(tokenize('日本語 Ελληνικά')).toEqual(['日本語', 'ελληνικα']);
  });

  it('reports the source span of each token and skips overlong ones', () => {
    const spans: [string, number, number][] = [];
    forEachToken(`Ünï x${'a'.repeat(MAX_TOKEN_LENGTH + 1)} ok`, (token, start, end) =>
      spans.push([token, start, end]),
    );
    expect(spans).toEqual([
      ['uni', 0, 3],
      ['ok', MAX_TOKEN_LENGTH + 7, MAX_TOKEN_LENGTH + 9],
    ]);
  });
});
