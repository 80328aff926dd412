import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkCheckPage } from './check-links.ts';
import { createRouteLookup } from './route-lookup.ts';

const link = (href: string, raw = href, line = 3, column = 5) => ({ href, raw, line, column });

const routes = new Map<string, string[]>([
  ['/x/', ['bar', 'café', 'intro']],
  ['/docs/guide/', ['setup']],
  ['/', []],
]);

const page = (links: LinkCheckPage['links'], anchors: string[] = ['local']): LinkCheckPage => ({
  file: 'content/packages/x/content/a.md',
  route: '/x/a/',
  links,
  anchors,
});

describe('checkLinks', () => {
  it('accepts every valid link form: no false positives', () => {
    const problems = checkLinks(
      [
        page([
          link('/x/'),
          link('/x'),
          link('/x/?tab=python'),
          link('/x/#bar'),
          link('/x#bar'),
          link('/x/#caf%C3%A9'),
          link('/docs/%67uide/#setup'),
          link('/docs//guide/'),
          link('/'),
          link('#local'),
          link('#'),
          link('#top'),
          link('/x/a/#local'),
          link('/x/a/?q=1#local'),
        ]),
      ],
      routes,
    );
    expect(problems).toEqual([]);
  });

  it('reports a missing page with file, line and column', () => {
    const [problem] = checkLinks([page([link('/foo/', '/foo/', 12, 5)])], routes);
    expect(problem).toEqual({
      file: 'content/packages/x/content/a.md',
      line: 12,
      column: 5,
      href: '/foo/',
      raw: '/foo/',
      reason: 'no such page',
      message: "content/packages/x/content/a.md:12:5 broken link '/foo/' (no such page)",
    });
  });

  it('reports a missing heading on another page and on the same page', () => {
    const problems = checkLinks([page([link('/x/#baz', './x.md#baz'), link('#nope')])], routes);
    expect(problems.map((problem) => problem.message)).toEqual([
      "content/packages/x/content/a.md:3:5 broken link './x.md#baz' (no heading '#baz' on /x/)",
      "content/packages/x/content/a.md:3:5 broken link '#nope' (no heading '#nope' on /x/a/)",
    ]);
  });

  it('lets generated sources answer for the routes under their prefix', () => {
    const rest = {
      prefix: '/cloud/jira/platform/rest/',
      has: (route: string) => route === '/cloud/jira/platform/rest/v3/intro/',
      hasAnchor: (_route: string, id: string) => id === 'version',
    };
    const everything = { prefix: '/changelog' };
    const lookup = createRouteLookup(routes, [rest, everything]);
    const problems = checkLinks(
      [
        page([
          link('/cloud/jira/platform/rest/v3/intro/#version'),
          link('/cloud/jira/platform/rest/v3/intro#version'),
          link('/changelog/#anything'),
          link('/cloud/jira/platform/rest/v3/nope/'),
          link('/cloud/jira/platform/rest/v3/intro/#nope'),
        ]),
      ],
      lookup,
    );
    expect(problems.map((problem) => problem.reason)).toEqual([
      'no such page',
      "no heading '#nope' on /cloud/jira/platform/rest/v3/intro/",
    ]);
  });

  it('gives the longest matching prefix the say', () => {
    const lookup = createRouteLookup(routes, [
      { prefix: '/cloud/', has: () => false },
      { prefix: '/cloud/rest/', has: () => true },
    ]);
    expect(lookup.has('/cloud/rest/x/')).toBe(true);
    expect(lookup.has('/cloud/other/')).toBe(false);
  });
});
