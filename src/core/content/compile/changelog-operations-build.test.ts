import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, SiteManifestSchema, type SiteManifest } from '../../../schemas/built.ts';
import { en } from '../../../ui/i18n/messages.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError, VALIDATION_HEADER } from '../validation-error.ts';
import { buildContent } from './build-content.node.ts';

const spec = `openapi: 3.0.0
info: { title: Test API, version: "1.0" }
paths:
  /rest/api/1/project:
    get:
      tags: [Projects]
      summary: Get projects
      responses: { '200': { description: OK } }
  /rest/api/1/issue:
    post:
      tags: [Issues]
      summary: Create issue
      responses: { '201': { description: Created } }
`;

const entry = (operations: string) =>
  `---\ndate: 2026-01-02\ntitle: Offset pagination deprecated\ntype: deprecated\napiGroups: [Projects]\nremovalDate: 2026-06-01\n${operations}---\n\nUse cursors.\n`;

/** A package with a REST reference and a changelog entry naming one of its operations. */
function files(operations = 'operations:\n  - { method: GET, path: /rest/api/1/project }\n') {
  return {
    ...minimalContentFiles(),
    'packages/api/package.yaml': {
      name: 'api',
      docs: {
        contentDir: 'content',
        publishPath: '/cloud/api/',
        humanName: 'Test API',
        platform: 'cloud',
        product: 'Jira',
        rest: { srcFile: 'rest/swagger.yaml' },
        changelog: { apiGroups: ['Projects'], narrative: 'changelog/narrative.snippet.md' },
      },
    },
    'packages/api/content/index.md': '# Test API\n\nHello.\n',
    'packages/api/rest/swagger.yaml': spec,
    'packages/api/changelog/narrative.snippet.md': '---\ntitle: Test API changelog\n---\n\nWhat changed.\n',
    'packages/api/changelog/2026-01-02-pagination.md': entry(operations),
  } as Record<string, unknown>;
}

const build = async (content: Record<string, unknown>) => {
  const contentRoot = await writeContentRoot(content);
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages: en });
  return out;
};

const pageHtml = async (out: string, manifest: SiteManifest, route: string) => {
  const file = manifest.routes.find((candidate) => candidate.route === route)!.file;
  const page = BuiltPageSchema.parse(JSON.parse(await readFile(join(out, 'pages', file), 'utf8')));
  return page.html.join('');
};

describe('changelog entries naming operations', () => {
  it('links the operation from the entry and banners the operation back', async () => {
    const out = await build(files());
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    const target = '/cloud/api/rest/api-group-projects/#api-rest-api-1-project-get';
    // The manifest's entry (universal changelog, feeds) and the package page both carry the link.
    expect(manifest.changelog[0]!.html.join('')).toContain(
      `<li><a href="${target}"><code>GET /rest/api/1/project</code></a> Get projects</li>`,
    );
    expect(await pageHtml(out, manifest, '/cloud/api/changelog/')).toContain(`href="${target}"`);
    const group = await pageHtml(out, manifest, '/cloud/api/rest/api-group-projects/');
    expect(group).toContain(
      'Deprecated: see the changelog entry of 2026-01-02, <a href="/cloud/api/changelog/#api-2026-01-02-pagination">Offset pagination deprecated</a>. Removal date: 2026-06-01',
    );
    const issues = await pageHtml(out, manifest, '/cloud/api/rest/api-group-issues/');
    expect(issues).not.toContain('data-changelog-entry');
  });

  const failure = async (content: Record<string, unknown>) => {
    const error = await build(content).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentValidationError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe(VALIDATION_HEADER);
    return lines.slice(1);
  };

  it('fails the build on an operation the reference lacks, or a package without one', async () => {
    expect(
      await failure(
        files(
          'operations:\n  - { method: DELETE, path: /rest/api/1/project }\n  - { package: nowhere, method: GET, path: /x }\n',
        ),
      ),
    ).toEqual([
      "packages/api/changelog/2026-01-02-pagination.md: operations[1].package: no package is named 'nowhere'",
      'packages/api/changelog/2026-01-02-pagination.md: operations[0]: DELETE /rest/api/1/project is not an operation of packages/api/rest/swagger.yaml',
    ]);
  });

  it('accepts operations only on deprecation and removal entries', async () => {
    const content = files();
    content['packages/api/changelog/2026-01-02-pagination.md'] = entry(
      'operations:\n  - { method: GET, path: /rest/api/1/project }\n',
    ).replace('type: deprecated', 'type: added');
    const lines = await failure(content);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /2026-01-02-pagination\.md.*operations.*only deprecated and removed entries name operations/,
    );
  });
});
