import { describe, expect, it } from 'vitest';
import { checkLinks } from '../links/check-links.ts';
import { renderTest, testFileRoutes } from './markdown-fixtures.test-helper.ts';

describe('links to .md and .mdx files', () => {
  it('resolve to routes, relative or absolute, and broken ones are reported with file and line', async () => {
    const source = [
      '# Links',
      '',
      '[setup](./setup.md?x=1#run) and [api](/reference/api.md#auth)',
      '',
      '[gone](/guides/gone.mdx) and [also gone](../nowhere.md)',
    ].join('\n');
    const page = await renderTest(source);
    expect(page.html).toContain('<a href="/demo/guides/setup/?x=1#run">setup</a>');
    expect(page.html).toContain('<a href="/demo/reference/api/#auth">api</a>');
    expect(page.html).toContain('<a href="/guides/gone/">gone</a>');

    const routes = new Map([...testFileRoutes.values()].map((route) => [route, ['run', 'auth']]));
    const problems = checkLinks(
      [{ file: 'packages/demo/content/guides/intro.md', route: '/demo/guides/intro/', ...page }],
      routes,
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      "packages/demo/content/guides/intro.md:5:1 broken link '/guides/gone.mdx' (no such page)",
      "packages/demo/content/guides/intro.md:5:30 broken link '../nowhere.md' (no such page)",
    ]);
  });
});
