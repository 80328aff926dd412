import { describe, expect, it } from 'vitest';
import { RenderedPageSchema } from '../../schemas/built.ts';
import {
  apiOf,
  idsInHtml,
  renderTestPages,
  sampleApi,
  testRestMessages,
} from './rest-fixtures.test-helper.ts';

const hostile = {
  openapi: '3.0.1',
  info: {
    title: 'API <img src=x onerror=alert(1)>',
    version: '1"><b>',
    description: 'Intro <script>alert(1)</script>',
  },
  servers: [{ url: 'https://x.example/"><script>alert(1)</script>' }],
  tags: [{ name: 'Tag <i>"&', description: '<iframe src="https://evil.example"></iframe>' }],
  paths: {
    '/items/{id}"><script>': {
      get: {
        tags: ['Tag <i>"&'],
        summary: '<script>alert("summary")</script>',
        description: 'Safe **bold** <img src=x onerror="alert(1)"> [js](javascript:alert(1))',
        parameters: [{ name: '<b>id</b>', in: 'path<', schema: { $ref: '#/components/schemas/<T>' } }],
        requestBody: {
          content: { 'application/<json>': { schema: { properties: { '<p>': { type: 'string' } } } } },
        },
        responses: { '<200>': { description: '<script>alert(2)</script>ok' } },
      },
    },
  },
};

describe('escaping', () => {
  it('keeps every string from the spec as text', async () => {
    const { pages } = await renderTestPages(apiOf(hostile));
    const html = pages.map((page) => page.html).join('\n');
    const tags = html.match(/<[a-zA-Z][^>]*>/g) ?? [];
    const names = new Set(tags.map((tag) => /^<([a-zA-Z0-9]+)/.exec(tag)![1]!.toLowerCase()));
    // Descriptions may keep sanitised images (the renderer's policy); names and titles never make tags.
    for (const banned of ['script', 'iframe', 'i', 'b']) expect(names, banned).not.toContain(banned);
    expect(tags.filter((tag) => /\son\w+=|javascript:/i.test(tag))).toEqual([]);
    expect(html).toContain(
      '<span class="rest-operation-label">&lt;script&gt;alert(&quot;summary&quot;)&lt;/script&gt;</span>',
    );
    expect(html).toContain('<h1>Tag &lt;i&gt;&quot;&amp;</h1>');
    expect(html).toContain('<h1>API &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('<code>https://x.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    expect(html).toContain('<code>&lt;b&gt;id&lt;/b&gt;</code>');
    expect(html).toContain('<code>&lt;T&gt;</code>');
    expect(html).toContain('<code>application/&lt;json&gt;</code>');
    expect(html).toContain('<strong>bold</strong>');
    expect(pages[1]!.toc).toEqual([
      { id: 'api-items-id-script-get', text: '<script>alert("summary")</script>' },
    ]);
  });
});

describe('renderRestPages on the sample', () => {
  it('makes an intro page and one page per group, shaped like RenderedPage', async () => {
    const { pages } = await renderTestPages(sampleApi());
    expect(pages.map((page) => [page.route, page.kind])).toEqual([
      ['/cloud/kestrel/rest/v3/intro/', 'rest-intro'],
      ['/cloud/kestrel/rest/v3/api-group-issues/', 'rest-group'],
      ['/cloud/kestrel/rest/v3/api-group-projects/', 'rest-group'],
      ['/cloud/kestrel/rest/v3/api-group-comments/', 'rest-group'],
      ['/cloud/kestrel/rest/v3/api-group-health/', 'rest-group'],
    ]);
    for (const page of pages) {
      expect(RenderedPageSchema.strict().parse(page)).toEqual(page);
      expect(page).toMatchObject({ privilege: 'NONE', hidden: false, packageName: 'kestrel' });
      expect(page.sourceFile).toBe('packages/kestrel/rest/v3/swagger.json');
    }
  });

  it('has the operations as toc and sections, and unique ids that match the anchors', async () => {
    const { pages, anchors } = await renderTestPages(sampleApi());
    const issues = pages[1]!;
    expect(issues.toc.map((entry) => entry.text)).toEqual([
      'Create issue',
      'Get issue',
      'Edit issue',
      'Delete issue',
      'Post rest api 3 issue {issueIdOrKey} archive',
    ]);
    expect(issues.sections.map((section) => section.headingId)).toEqual(issues.toc.map((entry) => entry.id));
    expect(issues.sections[1]).toEqual({
      headingId: 'api-rest-api-3-issue-issueidorkey-get',
      heading: 'Get issue',
      depth: 2,
      text:
        'GET /rest/api/3/issue/{issueIdOrKey} Returns the details of an issue. Use fields to limit the response ' +
        'to the fields you need; every field is returned by default. issueIdOrKey fields expand',
    });
    expect(issues.description).toBe('Create, read, edit and delete issues.');
    for (const page of pages) {
      const ids = idsInHtml(page.html);
      expect(new Set(ids).size, page.route).toBe(ids.length);
      expect(new Set(ids)).toEqual(new Set(anchors.get(page.route)));
    }
  });

  it('shows the markers, parameters, request body summary and responses', async () => {
    const { pages } = await renderTestPages(sampleApi());
    // Cells carry their column's name (data-label, for stacked rows on phones); these check the rest.
    const issues = pages[1]!.html.replace(/ data-label="[^"]*"/g, '');
    expect(issues).toContain(
      '<ul class="rest-flags"><li class="rest-flag rest-flag-deprecated">Deprecated</li></ul>',
    );
    expect(issues).toContain('<li class="rest-flag rest-flag-experimental">Experimental</li>');
    expect(pages[2]!.html).toContain('<li class="rest-flag rest-flag-preview">Preview</li>');
    expect(issues).toContain(
      '<span class="rest-method rest-method-post">POST</span> <code class="rest-path">/rest/api/3/issue</code>',
    );
    expect(issues).toContain(
      '<tr><td><code>fields</code></td><td>query</td><td><code>array&lt;string&gt;</code></td>',
    );
    expect(issues).toContain(
      '<tr><td><code>dueDate</code></td><td><code>string (date)</code></td><td></td></tr>',
    );
    expect(issues).toContain(
      '<tr><td><code>summary</code> <span class="rest-required">Required</span></td><td><code>string</code></td><td></td></tr>',
    );
    expect(issues).toContain(
      '<h4><code>404</code></h4>\n<p>Returned if the issue is not found or the user cannot see it.</p>',
    );
  });

  it('writes one Try it button per operation, for the island (no panel: the island adds it)', async () => {
    const { pages } = await renderTestPages(sampleApi());
    const issues = pages[1]!.html;
    const buttons = [
      ...issues.matchAll(
        /<button type="button" class="rest-try-it-open" data-rest-try-it="([^"]+)" aria-expanded="false">Try it<\/button>/g,
      ),
    ];
    const operations = [
      ...issues.matchAll(/<section class="rest-operation">\n<div class="heading-wrapper"><h2 id="([^"]+)"/g),
    ];
    expect(operations.length).toBeGreaterThan(0);
    expect(buttons.map((match) => match[1])).toEqual(operations.map((match) => match[1]));
  });

  it('renders the intro with versions, description, servers and group links', async () => {
    const { pages } = await renderTestPages(sampleApi());
    const intro = pages[0]!;
    expect(intro.title).toBe('Kestrel Tracker REST API');
    expect(intro.html).toContain('<dt>API version</dt><dd>v3</dd><dt>Document version</dt><dd>3.4.0</dd>');
    expect(intro.html).toContain(
      '<li><a href="/cloud/kestrel/rest/v3/api-group-comments/">Comments</a></li>',
    );
    expect(intro.toc.map((entry) => entry.id)).toEqual(['authentication', 'servers', 'api-groups']);
    expect(intro.description).toBe(
      'The Kestrel Tracker REST API lets apps read and change the issues, projects and comments of a Kestrel ' +
        'Tracker site. Authentication Send a personal API token…',
    );
  });

  it('lists description links with where they were found', async () => {
    const { links } = await renderTestPages(sampleApi());
    expect(links.map((page) => [page.file, page.links.map((link) => link.href)])).toEqual([
      [
        'packages/kestrel/rest/v3/swagger.json',
        ['/cloud/kestrel/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-get'],
      ],
      [
        'packages/kestrel/rest/v3/swagger.json (DELETE /rest/api/3/issue/{issueIdOrKey})',
        ['#api-rest-api-3-issue-issueidorkey-archive-post'],
      ],
      [
        'packages/kestrel/rest/v3/swagger.json (POST /rest/api/3/issue/{issueIdOrKey}/comment)',
        ['/cloud/kestrel/rest/v3/api-group-issues/#api-rest-api-3-issue-issueidorkey-get'],
      ],
    ]);
  });

  it('skips routes owned by markdown pages and uses rest/ for unversioned sources', async () => {
    const { pages, anchors } = await renderTestPages(sampleApi(), {
      location: { publishPath: '/cloud/kestrel/' },
      skipRoutes: new Set(['/cloud/kestrel/rest/intro/']),
    });
    expect(pages.map((page) => page.route)[0]).toBe('/cloud/kestrel/rest/api-group-issues/');
    expect(anchors.has('/cloud/kestrel/rest/intro/')).toBe(false);
  });

  it('refuses a catalogue without the REST messages, naming them', async () => {
    const messages: Record<string, string> = { ...testRestMessages };
    delete messages['rest.yes'];
    delete messages['rest.no'];
    await expect(renderTestPages(sampleApi(), { messages })).rejects.toThrow(
      'The message catalogue lacks rest.yes, rest.no',
    );
  });
});
