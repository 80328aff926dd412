import { describe, expect, it } from 'vitest';
import type { ResultGroup } from './result-groups.ts';
import { mergeSuggestions, SUGGESTED } from './suggested-pages.ts';

const group = (url: string): ResultGroup => ({
  url,
  title: url,
  productTitle: '',
  productName: '',
  type: 'guide',
  items: [],
});
const urls = (groups: readonly ResultGroup[]) => groups.map((g) => g.url);

describe('mergeSuggestions', () => {
  it('puts related pages first, without the page being read, then popular ones, each once', () => {
    const related = ['/crowd/', '/crowd/rest/', '/crowd/a/', '/crowd/b/'].map(group);
    const popular = ['/admin/', '/crowd/rest/', '/bamboo/', '/jira/', '/forge/'].map(group);
    expect(urls(mergeSuggestions(related, popular, '/crowd/'))).toEqual([
      '/crowd/rest/',
      '/crowd/a/',
      '/crowd/b/',
      '/admin/',
      '/bamboo/',
    ]);
  });

  it('fills with popular pages when there are few related ones, and off docs pages', () => {
    const popular = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/'].map(group);
    expect(mergeSuggestions([group('/x/')], popular, '/x/')).toHaveLength(SUGGESTED.pages);
    expect(urls(mergeSuggestions([], popular, undefined))).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/']);
  });
});
