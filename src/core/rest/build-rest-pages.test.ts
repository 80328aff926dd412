import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRenderer } from '../markdown/markdown-fixtures.test-helper.ts';
import { ConnectScopesFileSchema } from '../../schemas/connect-scopes.ts';
import { buildRestPages, loadRestReferences } from './build-rest-pages.node.ts';
import { SAMPLE_FILE, testRestMessages } from './rest-fixtures.test-helper.ts';

// A content root in /tmp with a package holding a v2 (YAML) and a v3 (JSON) spec.
const root = '/tmp/rest-sample/content-root';
const packageDir = 'packages/kestrel';
const v2 = `openapi: 3.0.0
info: { title: Kestrel v2, version: "2.0" }
paths:
  /rest/api/2/issue/{key}:
    get:
      tags: [Issues]
      summary: Get issue
      responses: { '200': { description: OK } }
`;

beforeAll(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, packageDir, 'rest/v2'), { recursive: true });
  mkdirSync(join(root, packageDir, 'rest/v3'), { recursive: true });
  mkdirSync(join(root, packageDir, 'rest/bad'), { recursive: true });
  writeFileSync(join(root, packageDir, 'rest/v2/swagger.yaml'), v2);
  cpSync(SAMPLE_FILE, join(root, packageDir, 'rest/v3/swagger.json'));
  writeFileSync(join(root, packageDir, 'rest/bad/swagger.json'), '{"openapi":"3.0.0"}');
});

const options = async () => ({
  contentRoot: root,
  packageDir,
  publishPath: '/cloud/kestrel/',
  packageName: 'kestrel',
  renderer: await testRenderer(),
  messages: testRestMessages,
  developerHost: 'developer.example.com',
});

describe('buildRestPages', () => {
  it('builds every version of a package, markdown routes skipped', async () => {
    const result = await buildRestPages({
      ...(await options()),
      rest: {
        srcFiles: [
          { version: 2, srcFile: 'rest/v2/swagger.yaml' },
          { version: 3, srcFile: 'rest/v3/swagger.json' },
        ],
        experimental: false,
        postman: false,
      },
      skipRoutes: new Set(['/cloud/kestrel/rest/v3/intro/']),
    });
    expect(result.pages.map((page) => page.route)).toEqual([
      '/cloud/kestrel/rest/v2/intro/',
      '/cloud/kestrel/rest/v2/api-group-issues/',
      '/cloud/kestrel/rest/v3/api-group-issues/',
      '/cloud/kestrel/rest/v3/api-group-projects/',
      '/cloud/kestrel/rest/v3/api-group-comments/',
      '/cloud/kestrel/rest/v3/api-group-health/',
      // The versions page at the REST root (the REST API tab's path).
      '/cloud/kestrel/rest/',
    ]);
    expect(result.pages.at(-1)).toMatchObject({
      kind: 'rest-versions',
      title: 'Kestrel Tracker REST API (v2, v3)',
    });
    expect(result.pages[1]!.sourceFile).toBe('packages/kestrel/rest/v2/swagger.yaml');
    expect(result.anchors.get('/cloud/kestrel/rest/v2/api-group-issues/')).toEqual([
      'api-rest-api-2-issue-key-get',
      'api-rest-api-2-issue-key-get-sample-curl',
    ]);
    expect(result.references.map((reference) => [reference.basePath, reference.menuItems.length])).toEqual([
      ['/cloud/kestrel/rest/v2/', 1],
      ['/cloud/kestrel/rest/v3/', 11],
    ]);
  });

  it('builds an unversioned source under rest/', async () => {
    const result = await buildRestPages({
      ...(await options()),
      rest: { srcFile: 'rest/v2/swagger.yaml', experimental: false, postman: false },
    });
    expect(result.pages.map((page) => page.route)).toEqual([
      '/cloud/kestrel/rest/intro/',
      '/cloud/kestrel/rest/api-group-issues/',
    ]);
  });

  it('shows the Connect scope of the named product file where the spec gives none', async () => {
    const connectScopes = {
      jira: ConnectScopesFileSchema.parse({
        restApis: [
          {
            id: 'issue',
            path: '/rest/api/{version}/issue/*',
            public: true,
            versions: ['2'],
            scopes: { GET: 'ACT_AS_USER' },
          },
        ],
      }),
    };
    const rest = { srcFile: 'rest/v2/swagger.yaml', experimental: false, postman: false };
    const scoped = await buildRestPages({
      ...(await options()),
      rest: { ...rest, connectScopes: 'jira' },
      connectScopes,
    });
    const plain = await buildRestPages({ ...(await options()), rest, connectScopes });
    const html = (pages: typeof scoped.pages) => pages.map((page) => page.html).join('\n');
    expect(html(scoped.pages)).toContain('<dt>Connect app scope</dt><dd><code>ACT_AS_USER</code></dd>');
    expect(html(plain.pages)).not.toContain('ACT_AS_USER');
  });

  it('reports every bad source and a repeated version together', async () => {
    const rest = {
      srcFiles: [
        { version: 3, srcFile: 'rest/bad/swagger.json' },
        { version: 3, srcFile: 'rest/none/swagger.json' },
      ],
      experimental: false,
      postman: false,
    };
    await expect(
      loadRestReferences({ contentRoot: root, packageDir, publishPath: '/k/', rest }),
    ).rejects.toThrow(
      [
        'Failed to validate due to:',
        'packages/kestrel/package.yaml: docs.rest.srcFiles[1].version: version 3 is listed twice',
        'packages/kestrel/rest/bad/swagger.json:1: #/: The field `paths` must be present on this level. (struct)',
        'packages/kestrel/rest/bad/swagger.json:1: #/: The field `info` must be present on this level. (struct)',
        "packages/kestrel/rest/none/swagger.json: cannot be read: ENOENT: no such file or directory 'packages/kestrel/rest/none/swagger.json'",
      ].join('\n'),
    );
  });
});
