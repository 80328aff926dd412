import { describe, expect, it } from 'vitest';
import { rebaseHeadings, rewriteFragmentLinks } from './markdown-prep.ts';

describe('rebaseHeadings', () => {
  it('moves the highest heading to the given level and keeps relative levels', () => {
    expect(rebaseHeadings('#### Advanced settings ####\n\ntext\n\n##### Detail', 3)).toBe(
      '### Advanced settings ####\n\ntext\n\n#### Detail',
    );
    expect(rebaseHeadings('# Title\n## Part', 2)).toBe('## Title\n### Part');
  });

  it('caps at h6', () => {
    expect(rebaseHeadings('# A\n###### F', 3)).toBe('### A\n###### F');
  });

  it('turns setext headings into ATX headings', () => {
    expect(rebaseHeadings('Intro\n\nUsage\n-----\n\nBody', 3)).toBe('Intro\n\n### Usage\n\n\nBody');
    expect(rebaseHeadings('Title\n=====\n\nPart\n---', 2)).toBe('## Title\n\n\n### Part\n');
  });

  it('leaves fenced code, thematic breaks and text without headings alone', () => {
    const fenced = '```md\n# not a heading\n```\n\n## Real';
    expect(rebaseHeadings(fenced, 3)).toBe('```md\n# not a heading\n```\n\n### Real');
    expect(rebaseHeadings('text\n\n---\n\nmore', 3)).toBe('text\n\n---\n\nmore');
    expect(rebaseHeadings('- item\n---', 3)).toBe('- item\n---');
    expect(rebaseHeadings('#hashtag is not a heading', 3)).toBe('#hashtag is not a heading');
  });
});

describe('rewriteFragmentLinks', () => {
  const targets = new Map([
    ['api-issue-get', { route: '/r/api-group-issues/', id: 'api-issue-get' }],
    ['api-user-get', { route: '/r/api-group-users/', id: 'api-user-get' }],
    ['api-group-users', { route: '/r/api-group-users/' }],
  ]);

  it('points operation links at the group page that has the operation', () => {
    expect(rewriteFragmentLinks('See [user](#api-user-get).', '/r/api-group-issues/', targets)).toBe(
      'See [user](/r/api-group-users/#api-user-get).',
    );
  });

  it('keeps links to the same page as fragments, matching case-insensitively', () => {
    expect(rewriteFragmentLinks('[x](#api-Issue-GET "title")', '/r/api-group-issues/', targets)).toBe(
      '[x](#api-issue-get "title")',
    );
  });

  it('points group links at the group page', () => {
    expect(rewriteFragmentLinks('[Users](#api-group-Users)', '/r/intro/', targets)).toBe(
      '[Users](/r/api-group-users/)',
    );
  });

  it('leaves other fragments and links alone', () => {
    const text = '[p](#permissions) [e](https://x.example/#api-user-get) [s](/r/intro/#api-user-get)';
    expect(rewriteFragmentLinks(text, '/r/intro/', targets)).toBe(text);
  });
});
