import { describe, expect, it } from 'vitest';
import { byteLength } from './examples.ts';
import { REST_ARTICLE_BUDGET } from './group-page.ts';
import { apiOf, idsInHtml, renderTestPages } from './rest-fixtures.test-helper.ts';

/** One group of `count` operations, each with a body and a response of `properties` properties. */
function bigGroup(count: number, properties: number) {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: properties }, (_, index) => [
        `field${index}`,
        { type: 'string', description: `Field ${index}, described at some length so that rows cost bytes.` },
      ]),
    ),
  };
  const paths = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `/things/${index}/{id}`,
      {
        post: {
          tags: ['things'],
          summary: `Change thing ${index}`,
          description: `Changes thing ${index}.`,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema } } },
          responses: {
            '200': {
              description: 'Changed. See [the note](#note-200).\n\n## Note 200\n\nDetails.',
              content: { 'application/json': { schema } },
            },
            '404': { description: 'Not found' },
          },
        },
      },
    ]),
  );
  return apiOf({
    openapi: '3.0.3',
    info: { title: 'Things', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    tags: [{ name: 'things' }],
    paths,
  });
}

describe('page budget (decision 0030 Decision 6)', () => {
  it('inlines operations in page order while they fit, then gives the rest one details link', async () => {
    const { pages, anchors: anchorsByRoute } = await renderTestPages(bigGroup(100, 40));
    const page = pages.find((candidate) => candidate.route.endsWith('/api-group-things/'))!;
    expect(byteLength(page.html)).toBeLessThanOrEqual(REST_ARTICLE_BUDGET);
    const sections = page.html.split('<section class="rest-operation">').slice(1);
    expect(sections).toHaveLength(100);
    const full = sections.map((section) => section.includes('<h3>Responses</h3>'));
    const firstBrief = full.indexOf(false);
    expect(firstBrief).toBeGreaterThan(0);
    // Page order: every operation before the first brief one is complete, none after it.
    expect(full.slice(0, firstBrief).every(Boolean)).toBe(true);
    expect(full.slice(firstBrief).some(Boolean)).toBe(false);
    const brief = sections[firstBrief]!;
    // Heading, path and parameters stay; body, responses, examples and samples are one link.
    expect(brief).toContain(`/things/${firstBrief}/{id}`);
    expect(brief).toContain('<h3>Parameters</h3>');
    expect(brief).toMatch(
      /<p class="rest-brief"><a class="rest-examples-load" href="\/api\/rest-reference\/[^"]+\.json" data-rest-examples="[^"]+" data-rest-details="">Request body, responses \(200, 404\), examples and code samples<\/a><\/p>/,
    );
    expect(brief).not.toContain('class="rest-samples"');
    expect(brief).not.toContain('rest-schema-expand');
    // Ids from the descriptions of a brief operation's responses are not on the page, nor anchors.
    const ids = idsInHtml(page.html);
    const anchors = anchorsByRoute.get(page.route) ?? [];
    expect(new Set(ids)).toEqual(new Set(anchors));
    expect(anchors.filter((id) => id.endsWith('note-200'))).toHaveLength(firstBrief);
  });

  it('leaves the heading link icon to the stylesheet: no icon markup in any heading', async () => {
    const { pages } = await renderTestPages(bigGroup(3, 2));
    const page = pages.find((candidate) => candidate.route.endsWith('/api-group-things/'))!;
    const buttons =
      page.html.match(/<button type="button" class="heading-anchor[^>]*>[^]*?<\/button>/g) ?? [];
    // The three operations' headings among them.
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) expect(button).toMatch(/><\/button>$/);
    expect(page.html).not.toMatch(/<svg|<symbol /);
  });
});
