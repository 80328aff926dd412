import { describe, expect, it } from 'vitest';
import { checkNavigation } from './navigation.ts';
import { checkPublishPath, normalisePublishPath, PUBLISH_PATH_ROOT_MESSAGE } from './publish-path.ts';
import { checkRedirects } from './redirects.ts';
import { NavigationSchema } from '../../../schemas/navigation.ts';

const messages = (problems: { field: string; message: string }[]) =>
  problems.map((p) => `${p.field}: ${p.message}`);

describe('redirect rules (spec §5)', () => {
  it('accepts relative redirects, anchors on the target and external targets with a host', () => {
    expect(
      checkRedirects('r.yaml', [
        { from: '/old/', to: '/new/' },
        { from: '/a/b/', to: '/c/#section' },
        { from: '/away/', to: 'https://www.example.com/page' },
      ]),
    ).toEqual([]);
  });

  it('needs at least 1 and at most 2000 entries', () => {
    expect(messages(checkRedirects('r.yaml', []))).toEqual([
      'redirects: must have from 1 to 2000 entries, found 0',
    ]);
    const many = Array.from({ length: 2001 }, (_, i) => ({ from: `/p${i}/`, to: '/x/' }));
    expect(messages(checkRedirects('r.yaml', many))).toEqual([
      'redirects: must have from 1 to 2000 entries, found 2001',
    ]);
    expect(checkRedirects('r.yaml', many.slice(0, 2000))).toEqual([]);
  });

  it("requires relative from and to to begin and end with '/'", () => {
    expect(messages(checkRedirects('r.yaml', [{ from: 'old/', to: '/new' }]))).toEqual([
      "redirects[0].from: 'old/' must begin and end with '/'",
      "redirects[0].to: '/new' must begin and end with '/', optionally followed by '#anchor'",
    ]);
    expect(messages(checkRedirects('r.yaml', [{ from: '/old/#x', to: '/new/' }]))).toEqual([
      "redirects[0].from: '/old/#x' must begin and end with '/'",
    ]);
  });

  it('refuses external targets without a host and non-http schemes', () => {
    expect(messages(checkRedirects('r.yaml', [{ from: '/a/', to: 'javascript:alert(1)' }]))).toEqual([
      "redirects[0].to: 'javascript:alert(1)' must start with http(s)://{host}",
    ]);
    expect(messages(checkRedirects('r.yaml', [{ from: '/a/', to: '//evil.example/' }]))).toEqual([
      "redirects[0].to: '//evil.example/' must start with http(s)://{host}",
    ]);
  });

  it('refuses duplicates and self-redirects', () => {
    expect(
      messages(
        checkRedirects('r.yaml', [
          { from: '/a/', to: '/b/' },
          { from: '/a/', to: '/c/' },
          { from: '/d/', to: '/d/#top' },
        ]),
      ),
    ).toEqual([
      "redirects[1].from: '/a/' is already redirected by redirects[0]",
      "redirects[2].to: '/d/#top' redirects to itself",
    ]);
  });
});

describe('navigation rules (spec §5)', () => {
  const nav = (categories: unknown[]) =>
    NavigationSchema.parse({ name: 'n', title: 'N', url: '/n/', categories });
  const sub = [{ title: 'Start', items: [{ title: 'Intro', url: '/n/' }] }];

  it('needs at least 1 category', () => {
    expect(messages(checkNavigation('nav.yaml', nav([])))).toEqual(['categories: needs at least 1 category']);
  });

  it('needs at least 1 subcategory in guides and reference, not in help', () => {
    const problems = checkNavigation(
      'nav.yaml',
      nav([
        { name: 'devguide', title: 'Guides', subcategories: [] },
        { name: 'reference', title: 'Reference', subcategories: sub },
        { name: 'help', title: 'Get help', url: '/help/' },
      ]),
    );
    expect(messages(problems)).toEqual(['categories[0].subcategories: needs at least 1 subcategory']);
  });

  it('needs at least 1 item per heading group (schema)', () => {
    const result = NavigationSchema.safeParse({
      name: 'n',
      title: 'N',
      url: '/n/',
      categories: [
        {
          name: 'devguide',
          title: 'Guides',
          subcategories: [{ title: 'S', items: [{ title: 'Group', items: [] }] }],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('a heading group needs at least 1 item');
  });

  it('requires an empty changelog url', () => {
    const problems = checkNavigation(
      'nav.yaml',
      nav([
        { name: 'devguide', title: 'Guides', subcategories: sub },
        { name: 'changelog', title: 'Changelog', url: '/changelog/' },
      ]),
    );
    expect(messages(problems)).toEqual(['categories[1].url: the changelog category url must be empty']);
  });
});

describe('publishPath rule (spec §5)', () => {
  it('normalises paths', () => {
    expect(normalisePublishPath('/a/./b/')).toBe('/a/b/');
    expect(normalisePublishPath('/a/../')).toBe('/');
    expect(normalisePublishPath('/')).toBe('/');
  });

  it(`rejects a root publishPath with '${PUBLISH_PATH_ROOT_MESSAGE}' unless it is the main package`, () => {
    expect(checkPublishPath('p.yaml', 'other', '/', 'main')).toEqual([
      { file: 'p.yaml', field: 'docs.publishPath', message: 'publishPath cannot resolve to the root' },
    ]);
    expect(checkPublishPath('p.yaml', 'other', '/x/../', 'main')).toHaveLength(1);
    expect(checkPublishPath('p.yaml', 'main', '/', 'main')).toEqual([]);
    expect(checkPublishPath('p.yaml', 'other', '/other/', 'main')).toEqual([]);
  });
});
