import { describe, expect, it } from 'vitest';
import { capitalisedMethod, generatedSummary, ownSummary } from './labels.ts';

describe('generatedSummary (spec §3: capitalised method, then the path with slashes as spaces)', () => {
  it('turns the example from the spec into its label', () => {
    expect(generatedSummary('get', '/rest/api/3/issue/{id}')).toBe('Get rest api 3 issue {id}');
  });

  it('capitalises any method spelling', () => {
    expect(capitalisedMethod('DELETE')).toBe('Delete');
    expect(generatedSummary('PATCH', '/a/b')).toBe('Patch a b');
  });

  it('collapses the spaces of double and trailing slashes', () => {
    expect(generatedSummary('post', '/admin//config/')).toBe('Post admin config');
    expect(generatedSummary('get', '/')).toBe('Get');
  });
});

describe('ownSummary', () => {
  it('keeps a real summary, tidied', () => {
    expect(ownSummary('  Get   issue ')).toBe('Get issue');
  });

  it('treats missing, blank and non-string summaries as none', () => {
    expect(ownSummary(undefined)).toBeUndefined();
    expect(ownSummary('   ')).toBeUndefined();
    expect(ownSummary(42)).toBeUndefined();
  });
});
