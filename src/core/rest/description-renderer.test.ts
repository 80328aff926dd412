import { describe, expect, it } from 'vitest';
import { testContext, testRenderer } from '../markdown/markdown-fixtures.test-helper.ts';
import type { MarkdownRenderer } from '../markdown/index.ts';
import { createUniqueIds } from './anchor-ids.ts';
import { createDescriptionRenderer, isPlainText } from './description-renderer.ts';

const route = '/r/api-group-issues/';
const targets = new Map([['api-user-get', { route: '/r/api-group-users/', id: 'api-user-get' }]]);

async function describer(renderer?: MarkdownRenderer) {
  return createDescriptionRenderer({
    renderer: renderer ?? (await testRenderer()),
    file: 'packages/p/swagger.json',
    developerHost: 'developer.example.com',
    targets,
  });
}

describe('plain-text fast path', () => {
  it.each([
    'The ID of the issue.',
    "Whether the user's email (if any) is returned?",
    'Index of the first item - starting at 0; "0" by default',
    'Émigré naïve café',
  ])('renders %j exactly as the markdown renderer does', async (text) => {
    expect(isPlainText(text)).toBe(true);
    const fast = (await describer()).render(text, { route, topHeadingLevel: 3, ids: createUniqueIds() });
    const slow = (await testRenderer()).render(`\n${text}`, testContext({ route }));
    expect(fast.html).toBe(slow.html);
  });

  it.each(['1. first', 'see www.example.com', 'a *b*', 'a_b_c', 'x: y', 'a & b', 'line\nbreak', '- item'])(
    'sends %j through the renderer',
    (text) => {
      expect(isPlainText(text)).toBe(false);
    },
  );
});

describe('createDescriptionRenderer', () => {
  it('renders markdown, sanitised, with headings rebased and ids prefixed per operation', async () => {
    const ids = createUniqueIds(['api-issue-get']);
    const text = '# Example\n\nSee [user](#api-user-get).\n\n<script>alert(1)</script>';
    const first = (await describer()).render(text, {
      route,
      topHeadingLevel: 3,
      ids,
      idPrefix: 'api-issue-get',
    });
    expect(first.html).toContain('<h3 id="api-issue-get-example">Example');
    expect(first.html).toContain('data-anchor="api-issue-get-example"');
    expect(first.html).toContain('<a href="/r/api-group-users/#api-user-get">user</a>');
    expect(first.html).not.toContain('<script');
    expect(first.anchors).toEqual(['api-issue-get-example']);
    expect(first.links.map((link) => link.href)).toEqual(['/r/api-group-users/#api-user-get']);

    // The same description again on the same page gets the next free ids.
    const again = (await describer()).render(text, {
      route,
      topHeadingLevel: 3,
      ids,
      idPrefix: 'api-issue-get',
    });
    expect(again.anchors).toEqual(['api-issue-get-example-1']);
    expect(again.html).toContain('<h3 id="api-issue-get-example-1">');
  });

  it('does not read a leading --- block as front matter', async () => {
    const result = (await describer()).render('---\ntitle: [\n---\nBody', {
      route,
      topHeadingLevel: 3,
      ids: createUniqueIds(),
    });
    expect(result.html).toContain('Body');
  });

  it('shows escaped text when the renderer fails', async () => {
    const failing: MarkdownRenderer = {
      render: () => {
        throw new Error('boom');
      },
      loadLanguages: async () => {},
    };
    const result = (await describer(failing)).render('a <b>\n\nc *d*', {
      route,
      topHeadingLevel: 3,
      ids: createUniqueIds(),
    });
    expect(result.html).toBe('<p>a &lt;b&gt;</p>\n<p>c *d*</p>');
    expect(result.text).toBe('a <b> c *d*');
  });

  it('returns nothing for an empty description', async () => {
    expect(
      (await describer()).render('  \n ', { route, topHeadingLevel: 3, ids: createUniqueIds() }),
    ).toMatchObject({
      html: '',
      text: '',
      anchors: [],
    });
  });
});
