import { describe, expect, it } from 'vitest';
import { checkConfigLinks, collectHrefs } from './check-config-links.ts';

const lookup = {
  has: (route: string) => ['/a/', '/b/'].includes(route),
  hasAnchor: (route: string, id: string) => route === '/a/' && id === 'intro',
};

describe('config link check', () => {
  it('collects hrefs with their field paths', () => {
    expect(
      collectHrefs({
        header: [{ href: '/a/', children: [{ href: '/b' }] }],
        footer: { support: { href: '#x' } },
      }),
    ).toEqual([
      { field: 'header[0].href', href: '/a/' },
      { field: 'header[0].children[0].href', href: '/b' },
      { field: 'footer.support.href', href: '#x' },
    ]);
  });

  it('reports missing pages and anchors, naming file and field, and skips external links', () => {
    const problems = checkConfigLinks(
      [
        {
          file: 'global-links.yaml',
          value: {
            links: [
              { href: '/a/#intro' },
              { href: '/b' },
              { href: '/missing/' },
              { href: '/a/#nope' },
              { href: 'https://elsewhere.example/x' },
              { href: 'https://developer.test.example/missing/' },
            ],
          },
        },
      ],
      lookup,
      'developer.test.example',
    );
    expect(problems).toEqual([
      {
        file: 'global-links.yaml',
        field: 'links[2].href',
        message: "broken link '/missing/' (no such page)",
      },
      {
        file: 'global-links.yaml',
        field: 'links[3].href',
        message: "broken link '/a/#nope' (no heading '#nope' on /a/)",
      },
      {
        file: 'global-links.yaml',
        field: 'links[5].href',
        message: "broken link 'https://developer.test.example/missing/' (no such page)",
      },
    ]);
  });
});
