import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltPageSchema, SEARCH_INDEX_FILE, SiteManifestSchema } from '../../../schemas/built.ts';
import { CHANGELOG_MESSAGE_IDS } from '../../changelog/changelog-messages.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { readSearchIndexFile } from '../../search/index-file.node.ts';
import { indexRecords } from '../../search/index-records.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError, VALIDATION_HEADER } from '../validation-error.ts';
import { buildContent } from './build-content.node.ts';

const messages = Object.fromEntries([...RENDER_MESSAGE_IDS, ...CHANGELOG_MESSAGE_IDS].map((id) => [id, id]));

/** A content root with one API package whose changelog has two API groups and three entries. */
function changelogFiles(): Record<string, unknown> {
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
        changelog: { apiGroups: ['Issues', 'Projects'], narrative: 'changelog/narrative.snippet.md' },
      },
    },
    'packages/api/content/index.md': '# Test API\n\nHello.\n',
    'packages/api/changelog/narrative.snippet.md': '---\ntitle: Test API changelog\n---\n\nWhat changed.\n',
    'packages/api/changelog/2026-01-02-old.md':
      '---\ndate: 2026-01-02\ntitle: Old thing deprecated\ntype: deprecated\napiGroups: [Projects]\nremovalDate: 2026-06-01\n---\n\nUse the [new one](/cloud/api/).\n',
    'packages/api/changelog/2026-03-01-new.md':
      '---\ndate: 2026-03-01\ntitle: New thing\ntype: added\napiGroups: [Issues, Projects]\nbreaking: true\n---\n\nNew & shiny.\n',
    'packages/api/changelog/2026-02-01-fix.md':
      '---\ndate: 2026-02-01\ntitle: A fix\ntype: fixed\napiGroups: [Issues]\nproducts: [Confluence]\n---\n\nFixed.\n',
  };
}

const build = async (files: Record<string, unknown>) => {
  const contentRoot = await writeContentRoot(files);
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  await buildContent({ contentRoot, outDir: out, messages });
  return out;
};

const failure = async (files: Record<string, unknown>) => {
  try {
    await build(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe(VALIDATION_HEADER);
    return lines.slice(1);
  }
  throw new Error('expected the build to fail');
};

describe('changelog in the content build', () => {
  it('stores every entry newest first and builds the package page grouped by API group', async () => {
    const out = await build(changelogFiles());
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    expect(manifest.changelog.map((entry) => [entry.id, entry.date, entry.products])).toEqual([
      ['api-2026-03-01-new', '2026-03-01', ['Jira']],
      ['api-2026-02-01-fix', '2026-02-01', ['Confluence']],
      ['api-2026-01-02-old', '2026-01-02', ['Jira']],
    ]);
    expect(manifest.changelog[2]).toMatchObject({
      type: 'deprecated',
      removalDate: '2026-06-01',
      privilege: 'NONE',
      url: '/cloud/api/changelog/#api-2026-01-02-old',
    });
    const route = manifest.routes.find((entry) => entry.route === '/cloud/api/changelog/')!;
    expect(route).toMatchObject({ kind: 'changelog', title: 'Test API changelog' });
    const page = BuiltPageSchema.parse(JSON.parse(await readFile(join(out, 'pages', route.file), 'utf8')));
    const html = page.html.map((part) => (typeof part === 'string' ? part : `{${part.slot}}`)).join('');
    expect(html.indexOf('What changed.')).toBeLessThan(html.indexOf('id="api-group-issues"'));
    expect(html.indexOf('id="api-group-issues"')).toBeLessThan(html.indexOf('id="api-group-projects"'));
    // Issues: new (March) then fix (February); Projects: new again (second listing) then old.
    const order = [...html.matchAll(/<h3 id="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([
      'api-2026-03-01-new',
      'api-2026-02-01-fix',
      'api-2026-03-01-new-projects',
      'api-2026-01-02-old',
    ]);
    expect(html).toContain('New &#x26; shiny.');
    expect(html).toContain('<strong>changelog.breaking</strong>');
    expect(page.toc.map((entry) => entry.id)).toEqual(['api-group-issues', 'api-group-projects']);
  });

  it('makes every entry a search record of type changelog with its package changelog privilege', async () => {
    const files = changelogFiles();
    files['packages/api/changelog/narrative.snippet.md'] =
      '---\ntitle: Test API changelog\naccess:\n  privilege: JIRA_API\n---\n\nWhat changed.\n';
    const out = await build(files);
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    expect(new Set(manifest.changelog.map((entry) => entry.privilege))).toEqual(new Set(['JIRA_API']));
    const index = await readSearchIndexFile(join(out, SEARCH_INDEX_FILE));
    const records = [...indexRecords(index)].filter((record) =>
      record.url.startsWith('/cloud/api/changelog/'),
    );
    expect(records.map((record) => record.objectID)).toContain('/cloud/api/changelog/#api-2026-02-01-fix');
    expect(new Set(records.map((record) => record.type))).toEqual(new Set(['changelog']));
    expect(new Set(records.map((record) => record.access))).toEqual(new Set(['JIRA_API']));
  });

  it('fails on unknown API groups, bad dates and entries without front matter, naming file and field', async () => {
    const files = changelogFiles();
    files['packages/api/changelog/2026-01-02-old.md'] =
      '---\ndate: 2026-02-30\ntitle: Old\ntype: deprecated\napiGroups: [Projects]\n---\n\nx\n';
    files['packages/api/changelog/2026-03-01-new.md'] =
      '---\ndate: 2026-03-01\ntitle: New\ntype: added\napiGroups: [Issues, Boards]\n---\n\nx\n';
    files['packages/api/changelog/2026-02-01-fix.md'] =
      '---\ndate: 2026-02-01\ntitle: Fix\ntype: repaired\napiGroups: [Issues]\nremovalDate: 2026-01-01\n---\n\nx\n';
    files['packages/api/changelog/bare.md'] = 'No front matter.\n';
    expect(await failure(files)).toEqual([
      'packages/api/changelog/2026-01-02-old.md: date: is not a calendar date',
      'packages/api/changelog/2026-02-01-fix.md: type: Invalid option: expected one of "added"|"changed"|"deprecated"|"removed"|"fixed"|"announcement"',
      "packages/api/changelog/2026-03-01-new.md: apiGroups[1]: 'Boards' is not one of the package's changelog API groups (docs.changelog.apiGroups: Issues, Projects)",
      'packages/api/changelog/bare.md: (front matter): is missing: an entry needs date, title, type and apiGroups',
    ]);
  });

  it('accepts any API group when the package declares universal', async () => {
    const files = changelogFiles();
    files['packages/api/package.yaml'] = {
      name: 'api',
      docs: {
        contentDir: 'content',
        publishPath: '/cloud/api/',
        humanName: 'Test API',
        platform: 'cloud',
        changelog: { apiGroups: 'universal', narrative: 'changelog/narrative.snippet.md' },
      },
    };
    files['packages/api/changelog/2026-03-01-new.md'] =
      '---\ndate: 2026-03-01\ntitle: New\ntype: announcement\napiGroups: [Anything]\n---\n\nx\n';
    const out = await build(files);
    const manifest = SiteManifestSchema.parse(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')));
    expect(manifest.changelog.map((entry) => entry.apiGroups[0])).toContain('Anything');
  });

  it('fails on a missing narrative, a non-empty changelog category url and entries without docs.changelog', async () => {
    const files = changelogFiles();
    delete files['packages/api/changelog/narrative.snippet.md'];
    files['packages/api/navigation.yaml'] = {
      name: 'api',
      title: 'API',
      url: '/cloud/api/',
      categories: [
        {
          name: 'changelog',
          title: 'Changelog',
          url: '/cloud/api/changelog/',
          apiGroups: ['Issues', 'Boards'],
          subcategories: [{ title: 'Changes', items: [{ title: 'All', url: '/cloud/api/changelog/' }] }],
        },
      ],
    };
    files['packages/main/changelog/2026-01-01-x.md'] =
      '---\ndate: 2026-01-01\ntitle: X\ntype: added\napiGroups: [A]\n---\n\nx\n';
    expect(await failure(files)).toEqual([
      "packages/api/package.yaml: docs.changelog.narrative: file 'changelog/narrative.snippet.md' does not exist in packages/api",
      'packages/api/navigation.yaml: categories[0].url: the changelog category url must be empty',
      "packages/api/navigation.yaml: categories[0].apiGroups[1]: 'Boards' is not one of the package's changelog API groups (docs.changelog.apiGroups: Issues, Projects)",
      'packages/main/package.yaml: docs.changelog: is missing, but packages/main/changelog/ holds changelog entries',
    ]);
  });

  it('refuses a narrative path that does not end in .snippet.md and a changelog at the site root', async () => {
    const files = changelogFiles();
    files['packages/main/package.yaml'] = {
      name: 'main',
      docs: {
        contentDir: 'content',
        publishPath: '/',
        humanName: 'Main',
        platform: 'platform',
        changelog: { apiGroups: 'universal', narrative: 'changelog/narrative.snippet.md' },
      },
    };
    files['packages/main/changelog/narrative.snippet.md'] = 'Intro.\n';
    (
      files['packages/api/package.yaml'] as { docs: { changelog: { narrative: string } } }
    ).docs.changelog.narrative = 'changelog/narrative.md';
    expect(await failure(files)).toEqual([
      'packages/api/package.yaml: docs.changelog.narrative: must end with .snippet.md',
      'packages/main/package.yaml: docs.changelog: the package changelog page would be /changelog/, which the portal serves itself (the universal changelog)',
    ]);
  });
});
