import { describe, expect, it } from 'vitest';
import { docusaurusId, docusaurusRoute, stripNumberPrefix } from './docusaurus-route.ts';

const route = (pathInContentDir: string, front: { id?: string; slug?: string } = {}) =>
  docusaurusRoute('/redux/', { pathInContentDir, ...front });

describe('Docusaurus routing', () => {
  it('strips number prefixes but not dates or versions', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(stripNumberPrefix('2. Setup')).toBe('Setup');
    expect(stripNumberPrefix('2024-01-05-notes')).toBe('2024-01-05-notes');
    expect(stripNumberPrefix('1.2.3')).toBe('1.2.3');
    expect(stripNumberPrefix('404')).toBe('404');
  });

  it('gives ids from folders and file names, front matter id replacing the name', () => {
    expect(docusaurusId({ pathInContentDir: 'usage/01-setup/02-store.md' })).toBe('usage/setup/store');
    expect(docusaurusId({ pathInContentDir: 'usage/store.md', id: 'configuring' })).toBe('usage/configuring');
    expect(docusaurusId({ pathInContentDir: 'usage/index.mdx' })).toBe('usage/index');
  });

  it('routes category indexes to their folder', () => {
    expect(route('usage/index.md')).toBe('/redux/usage/');
    expect(route('usage/README.md')).toBe('/redux/usage/');
    expect(route('usage/Usage.md')).toBe('/redux/usage/');
    expect(route('index.md')).toBe('/redux/');
  });

  it('routes by slug (absolute or from the folder), else id, else file name', () => {
    expect(route('usage/store.md', { slug: '/setup/store' })).toBe('/redux/setup/store/');
    expect(route('usage/store.md', { slug: '/' })).toBe('/redux/');
    expect(route('usage/store.md', { slug: 'configure' })).toBe('/redux/usage/configure/');
    expect(route('usage/store.md', { slug: '../top' })).toBe('/redux/top/');
    expect(route('usage/store.md', { id: 'configuring' })).toBe('/redux/usage/configuring/');
    expect(route('usage/index.md', { slug: 'overview' })).toBe('/redux/usage/overview/');
    expect(route('01-basics/02-actions.mdx')).toBe('/redux/basics/actions/');
  });
});
