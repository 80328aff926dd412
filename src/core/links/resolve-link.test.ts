import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkContext } from './resolve-link.ts';

const routes = new Map([
  ['packages/demo/content/index.md', '/demo/'],
  ['packages/demo/content/guides/setup.md', '/demo/guides/setup/'],
  ['packages/demo/content/guides/my page.md', '/demo/guides/my-page/'],
  ['packages/demo/content/reference/api.md', '/demo/reference/api/'],
  ['packages/demo/content/reference/hooks.mdx', '/demo/reference/hooks/'],
  ['packages/other/docs/intro.md', '/other/'],
]);

const ctx = (file = 'packages/demo/content/guides/intro.md', route = '/demo/guides/intro/'): LinkContext => ({
  file,
  route,
  developerHost: 'developer.example.com',
  resolveFileLink: (target) => routes.get(target),
});

describe('resolveLink', () => {
  it('resolves relative .md links through the content set, keeping query and anchor', () => {
    expect(resolveLink('./setup.md', ctx())).toEqual({
      kind: 'internal',
      href: '/demo/guides/setup/',
      check: '/demo/guides/setup/',
    });
    expect(resolveLink('../reference/api.md?v=2#auth', ctx())).toEqual({
      kind: 'internal',
      href: '/demo/reference/api/?v=2#auth',
      check: '/demo/reference/api/#auth',
    });
    expect(resolveLink('setup.md', ctx()).href).toBe('/demo/guides/setup/');
    expect(resolveLink('../index.md', ctx()).href).toBe('/demo/');
    expect(resolveLink('my%20page.md', ctx()).href).toBe('/demo/guides/my-page/');
  });

  it('resolves absolute .md and .mdx links from the package content folder, keeping query and anchor', () => {
    expect(resolveLink('/reference/api.md?v=2#auth', ctx())).toEqual({
      kind: 'internal',
      href: '/demo/reference/api/?v=2#auth',
      check: '/demo/reference/api/#auth',
    });
    expect(resolveLink('/reference/hooks.mdx', ctx()).href).toBe('/demo/reference/hooks/');
    expect(resolveLink('/index.md', ctx('packages/demo/content/reference/hooks.mdx')).href).toBe('/demo/');
    // Any content folder name; or the one the caller names.
    expect(resolveLink('/intro.md', ctx('packages/other/docs/a/b.md', '/other/a/b/')).href).toBe('/other/');
    expect(resolveLink('/guides/setup.md', { ...ctx(), contentDir: 'packages/demo/content' }).href).toBe(
      '/demo/guides/setup/',
    );
  });

  it('reads a bare relative .md path from the content folder when the page folder lacks it', () => {
    expect(resolveLink('reference/api.md#x', ctx()).href).toBe('/demo/reference/api/#x');
    expect(resolveLink('./reference/api.md', ctx()).href).toBe('/demo/guides/reference/api/');
  });

  it('names the route an absolute link to a missing file would have', () => {
    expect(resolveLink('/docs/missing.mdx#a', ctx())).toEqual({
      kind: 'internal',
      href: '/docs/missing/#a',
      check: '/docs/missing/#a',
    });
  });

  it('names the route a missing .md file would have, so the checker reports it', () => {
    expect(resolveLink('./missing.md#x', ctx())).toEqual({
      kind: 'internal',
      href: '/demo/guides/missing/#x',
      check: '/demo/guides/missing/#x',
    });
    expect(
      resolveLink('./sub/index.md', ctx('packages/demo/content/guides/index.md', '/demo/guides/')).href,
    ).toBe('/demo/guides/sub/');
  });

  it('resolves other relative links against the page route', () => {
    expect(resolveLink('../setup/', ctx()).href).toBe('/demo/guides/setup/');
    expect(resolveLink('./child/', ctx()).href).toBe('/demo/guides/intro/child/');
    expect(resolveLink('?tab=python#top', ctx())).toEqual({
      kind: 'internal',
      href: '/demo/guides/intro/?tab=python#top',
      check: '/demo/guides/intro/?tab=python#top',
    });
  });

  it('rewrites developer-host URLs to site paths', () => {
    expect(resolveLink('https://developer.example.com/cloud/jira/?a=1#b', ctx())).toEqual({
      kind: 'internal',
      href: '/cloud/jira/?a=1#b',
      check: '/cloud/jira/?a=1#b',
    });
  });

  it('keeps site paths and same-page anchors, and checks them', () => {
    expect(resolveLink('/cloud/jira/platform/rest/v3/intro/', ctx()).check).toBe(
      '/cloud/jira/platform/rest/v3/intro/',
    );
    expect(resolveLink('#setup', ctx())).toEqual({ kind: 'internal', href: '#setup', check: '#setup' });
    expect(resolveLink('#', ctx())).toEqual({ kind: 'internal', href: '#' });
  });

  it('does not check assets, localhost or external links', () => {
    expect(resolveLink('/_static/logo.svg', ctx()).check).toBeUndefined();
    expect(resolveLink('./images/diagram.png', ctx())).toEqual({
      kind: 'internal',
      href: '/demo/guides/intro/images/diagram.png',
    });
    expect(resolveLink('http://localhost:3000/', ctx())).toEqual({
      kind: 'internal',
      href: 'http://localhost:3000/',
    });
    expect(resolveLink('https://example.com/a.md', ctx())).toEqual({
      kind: 'external',
      href: 'https://example.com/a.md',
    });
    expect(resolveLink('mailto:docs@example.com', ctx())).toEqual({
      kind: 'external',
      href: 'mailto:docs@example.com',
    });
  });
});
