import { describe, expect, it } from 'vitest';
import { postFileName, postSlug } from './post-file.ts';

describe('post file names', () => {
  it('reads the date and name of both Docusaurus forms', () => {
    expect(postFileName('2026-11-20-welcome.md')).toEqual({ date: '2026-11-20', name: 'welcome' });
    expect(postFileName('2026-11-20-welcome/index.mdx')).toEqual({ date: '2026-11-20', name: 'welcome' });
    expect(postFileName('undated.mdx')).toEqual({ date: undefined, name: 'undated' });
  });

  it('skips partials, assets and deeper files', () => {
    expect(postFileName('_partial.mdx')).toBeUndefined();
    expect(postFileName('2026-11-20-welcome/_part.md')).toBeUndefined();
    expect(postFileName('2026-11-20-welcome/diagram.png')).toBeUndefined();
    expect(postFileName('2026-11-20-welcome/notes.md')).toBeUndefined();
    expect(postFileName('authors.yml')).toBeUndefined();
  });

  it('makes dated names YYYY/MM/DD/name, as Docusaurus does, unless the slug says otherwise', () => {
    const name = { date: '2026-11-20', name: 'welcome' };
    expect(postSlug(name, undefined)).toBe('2026/11/20/welcome');
    expect(postSlug(name, '/hello/')).toBe('hello');
    expect(postSlug({ date: undefined, name: 'undated' }, undefined)).toBe('undated');
  });
});
