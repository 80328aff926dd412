import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.node.ts';
import { minimalContentFiles, writeContentRoot } from './test-fixture.node.ts';
import { ContentValidationError, VALIDATION_HEADER, VALIDATION_NO_MESSAGES } from './validation-error.ts';

async function failureOf(overrides: Record<string, unknown>): Promise<string[]> {
  const root = await writeContentRoot({ ...minimalContentFiles(), ...overrides });
  try {
    await loadContent(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe(VALIDATION_HEADER);
    return lines.slice(1);
  }
  throw new Error('expected the content to fail validation');
}

const pkg = (docs: Record<string, unknown>, name = 'api') => ({
  name,
  docs: { contentDir: 'content', publishPath: '/ref/', humanName: 'API', platform: 'cloud', ...docs },
});

describe('loadContent', () => {
  it('loads a valid content root with routes for every page', async () => {
    const content = await loadContent(await writeContentRoot(minimalContentFiles()));
    expect([...content.routes.keys()].sort()).toEqual(['/guide/', '/start/']);
    expect(content.fileRoutes.get('packages/main/content/start.md')).toBe('/start/');
    expect(content.routes.get('/start/')?.frontMatter.title).toBe('Docs');
  });

  it('routes a package with Docusaurus routing by id, relative slug and category index', async () => {
    const content = await loadContent(
      await writeContentRoot({
        ...minimalContentFiles(),
        'packages/redux/package.yaml': pkg({ publishPath: '/redux/', routing: 'docusaurus' }, 'redux'),
        'packages/redux/content/usage/usage.md': '# Usage\n',
        'packages/redux/content/usage/01-store.md': '---\nid: configuring-your-store\n---\n# Store\n',
        'packages/redux/content/usage/server.md': '---\nslug: ../ssr\n---\n# SSR\n',
        'packages/redux/content/faq.md': '---\nslug: /questions\nid: 7\n---\n# FAQ\n',
      }),
    );
    const routes = (dir: string) =>
      [...content.fileRoutes]
        .filter(([file]) => file.startsWith(dir))
        .map(([file, route]) => `${file} ${route}`);
    expect(routes('packages/redux/').sort()).toEqual([
      'packages/redux/content/faq.md /redux/questions/',
      'packages/redux/content/usage/01-store.md /redux/usage/configuring-your-store/',
      'packages/redux/content/usage/server.md /redux/ssr/',
      'packages/redux/content/usage/usage.md /redux/usage/',
    ]);
  });

  it('formats the spec §5 messages', () => {
    expect(new ContentValidationError([]).message).toBe(VALIDATION_NO_MESSAGES);
    expect(new ContentValidationError([{ file: 'a.yaml', field: 'x', message: 'bad' }]).message).toBe(
      'Failed to validate due to:\na.yaml: x: bad',
    );
  });

  it('names the file and field of schema failures, one per line', async () => {
    const files = minimalContentFiles();
    const site = {
      ...(files['site.yaml'] as object),
      employeeEmailDomain: 'staff@test.example',
      locales: [],
    };
    expect(await failureOf({ 'site.yaml': site })).toEqual([
      'site.yaml: employeeEmailDomain: must be a domain such as example.com, without @',
      'site.yaml: locales: Too small: expected array to have >=1 items',
      'site.yaml: defaultLocale: defaultLocale must be one of locales',
    ]);
  });

  it('reports YAML syntax errors with their line', async () => {
    const lines = await failureOf({ 'landing/home.yaml': 'title: Home\nheading: [unclosed\n' });
    expect(lines[0]).toMatch(/^landing\/home\.yaml:\d+: \(yaml\): not valid YAML: /);
  });

  it('rejects a root publishPath outside the main package', async () => {
    expect(
      await failureOf({
        'packages/api/package.yaml': pkg({ publishPath: '/./' }),
        'packages/api/content/a.md': '# A',
      }),
    ).toEqual(['packages/api/package.yaml: docs.publishPath: publishPath cannot resolve to the root']);
  });

  it('checks the REST version and source-file rules', async () => {
    const lines = await failureOf({
      'packages/api/package.yaml': pkg({
        rest: {
          srcFiles: [
            { version: 0, srcFile: 'rest/v0/swagger.json' },
            { version: 1.5, srcFile: 'rest/openapi.json' },
          ],
        },
      }),
      'packages/api/content/a.md': '# A',
    });
    expect(lines).toEqual([
      'packages/api/package.yaml: docs.rest.srcFiles[0].version: must be an integer of at least 1',
      'packages/api/package.yaml: docs.rest.srcFiles[1].version: must be an integer of at least 1',
      'packages/api/package.yaml: docs.rest.srcFiles[1].srcFile: must be named swagger.json, swagger.yaml or swagger.yml',
    ]);
  });

  it('accepts only known lint rules and severities on a REST source', async () => {
    const lines = await failureOf({
      'packages/api/package.yaml': pkg({
        rest: {
          srcFiles: [{ version: 3, srcFile: 'rest/v3/swagger.yml', lint: { 'no-such-rule': 'warn' } }],
          lint: { 'operation-operationId-unique': 'ignore' },
        },
      }),
      'packages/api/rest/v3/swagger.yml': 'openapi: 3.0.0\n',
      'packages/api/content/a.md': '# A',
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^packages\/api\/package\.yaml: docs\.rest\.srcFiles\[0\]\.lint: .*no-such-rule/,
    );
    expect(lines[1]).toMatch(
      /^packages\/api\/package\.yaml: docs\.rest\.lint\.operation-operationId-unique: /,
    );
  });

  it('requires REST source files and changelog narratives to exist and be named right', async () => {
    const lines = await failureOf({
      'packages/api/package.yaml': pkg({
        rest: {
          srcFiles: [
            { version: 3, srcFile: 'rest/swagger.yaml' },
            { version: 3, srcFile: 'rest/v3/swagger.yml' },
          ],
        },
        changelog: { apiGroups: 'universal', narrative: 'changelog/intro.snippet.md' },
      }),
      'packages/api/rest/v3/swagger.yml': 'openapi: 3.0.0\n',
      'packages/api/content/a.md': '# A',
    });
    expect(lines).toEqual([
      "packages/api/package.yaml: docs.rest.srcFiles[0].srcFile: file 'rest/swagger.yaml' does not exist in packages/api",
      'packages/api/package.yaml: docs.rest.srcFiles[1].version: version 3 is listed twice',
      "packages/api/package.yaml: docs.changelog.narrative: file 'changelog/intro.snippet.md' does not exist in packages/api",
    ]);
    const narrative = await failureOf({
      'packages/api/package.yaml': pkg({
        changelog: { apiGroups: ['issues'], narrative: 'changelog/intro.md' },
      }),
      'packages/api/content/a.md': '# A',
    });
    expect(narrative).toEqual([
      'packages/api/package.yaml: docs.changelog.narrative: must end with .snippet.md',
    ]);
  });

  it("requires the header changelog notification's API groups to be groups of changelog entries", async () => {
    const files = minimalContentFiles();
    const links = files['global-links.yaml'] as { header: unknown[] };
    const lines = await failureOf({
      'global-links.yaml': {
        ...links,
        header: [
          ...links.header,
          {
            id: 'changelog',
            title: 'Changelog',
            href: '/changelog/',
            isChangelog: true,
            notification: { baseUrl: '/changelog/', apiGroups: ['Issues', 'jira'] },
          },
        ],
      },
      'packages/api/package.yaml': pkg({
        changelog: { apiGroups: ['Issues', 'Pages'], narrative: 'changelog/intro.snippet.md' },
      }),
      'packages/api/content/a.md': '# A',
      'packages/api/changelog/intro.snippet.md': '---\ntitle: API changelog\n---\n\nChanges.\n',
      'packages/api/changelog/2026-01-02-x.md':
        '---\ndate: 2026-01-02\ntitle: X\ntype: added\napiGroups: [Issues]\n---\n\nX.\n',
    });
    expect(lines).toEqual([
      "global-links.yaml: header[1].notification.apiGroups[1]: 'jira' is not an API group of any changelog entry (entries use: Issues)",
    ]);
  });

  it('refuses two pages on one route, and redirects that hide a page', async () => {
    const lines = await failureOf({
      'packages/main/content/start/index.md': '# Docs again',
      'packages/main/redirects.yaml': { redirects: [{ from: '/guide/', to: '/start/' }] },
    });
    expect(lines).toEqual([
      'packages/main/content/start.md: (route): route /start/ is also produced by packages/main/content/start/index.md',
      "packages/main/redirects.yaml: redirects[0].from: '/guide/' is a page (packages/main/content/guide.md); a redirect would hide it",
    ]);
  });

  it('refuses pages on routes the portal serves itself', async () => {
    const lines = await failureOf({
      'packages/api/package.yaml': pkg({ publishPath: '/api/' }),
      'packages/api/content/a.md': '# A',
      'packages/main/content/docs.md': '# Docs',
    });
    expect(lines).toEqual([
      'packages/api/content/a.md: (route): route /api/a/ is served by the portal itself',
      'packages/main/content/docs.md: (route): route /docs/ is served by the portal itself',
    ]);
  });

  it('loads every landing as optional: none, only home, or any of the product landings', async () => {
    const files = minimalContentFiles();
    const without = (...names: string[]) =>
      writeContentRoot({
        ...files,
        ...Object.fromEntries(names.map((n) => [`landing/${n}.yaml`, undefined])),
      });
    const none = await loadContent(await without('home', 'cloud', 'server'));
    expect(none.landings).toEqual({});
    const homeOnly = await loadContent(await without('cloud', 'server'));
    expect(Object.keys(homeOnly.landings)).toEqual(['home']);
    const serverOnly = await loadContent(await without('home', 'cloud'));
    expect(Object.keys(serverOnly.landings)).toEqual(['server']);
    // Present but invalid is still a problem.
    const lines = await failureOf({ 'landing/cloud.yaml': { title: 'Cloud' } });
    expect(lines.some((line) => line.startsWith('landing/cloud.yaml: '))).toBe(true);
  });

  it('reports missing required files and an unknown main package', async () => {
    const root = await writeContentRoot({ ...minimalContentFiles(), 'global-links.yaml': undefined });
    await mkdir(join(root, 'x'), { recursive: true });
    await writeFile(join(root, 'site.yaml'), 'vendorName: X\n');
    await expect(loadContent(root)).rejects.toThrow(/global-links\.yaml: \(file\): is missing/);
    const lines = await failureOf({
      'site.yaml': { ...(minimalContentFiles()['site.yaml'] as object), mainPackage: 'nope' },
    });
    expect(lines).toEqual([
      'packages/main/package.yaml: docs.publishPath: publishPath cannot resolve to the root',
      "site.yaml: mainPackage: no package is named 'nope'",
    ]);
  });

  it('reports front-matter YAML errors at their line in the file', async () => {
    const lines = await failureOf({
      'packages/main/content/bad.md': '---\ntitle: Bad\naliases:\n  - %\n---\n# Bad\n',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^packages\/main\/content\/bad\.md:4: \(yaml\): not valid YAML: /);
  });

  it('validates front matter with the file named', async () => {
    const lines = await failureOf({
      'packages/main/content/bad.md': '---\naccess:\n  privilege: EVERYTHING\n---\n# Bad\n',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^packages\/main\/content\/bad\.md: access\.privilege: /);
  });
});
