import { describe, expect, it } from 'vitest';
import { DocsDefinitionSchema } from '../../../schemas/package.ts';
import { versionPageKey, versionPublishPath } from './doc-versions.ts';

describe('docs version routes and page keys', () => {
  it('publishes an older version one segment after the publish path', () => {
    expect(versionPublishPath('/cloud/tool/', 'v2')).toBe('/cloud/tool/v2/');
    expect(versionPublishPath('/', '1.x')).toBe('/1.x/');
  });

  it('names a page by its path in the content folder, whatever its slug or index file', () => {
    const portico = { routing: 'portico' as const };
    expect(versionPageKey(portico, 'guides/setup.md', undefined)).toBe('/guides/setup/');
    expect(versionPageKey(portico, 'guides/setup/index.md', undefined)).toBe('/guides/setup/');
    expect(versionPageKey(portico, 'guides/setup/README.md', undefined)).toBe('/guides/setup/');
    expect(versionPageKey(portico, 'index.md', undefined)).toBe('/');
  });

  it('names a page by its Docusaurus id under routing: docusaurus', () => {
    const docusaurus = { routing: 'docusaurus' as const };
    expect(versionPageKey(docusaurus, '01-usage/02-setup.md', undefined)).toBe('usage/setup');
    expect(versionPageKey(docusaurus, 'usage/install.md', 'setup')).toBe('usage/setup');
  });

  it("refuses 'latest' as an older version's name and repeated names or paths", () => {
    const docs = (versions: unknown[]) =>
      DocsDefinitionSchema.safeParse({
        contentDir: 'content',
        publishPath: '/tool/',
        humanName: 'Tool',
        platform: 'platform',
        versions,
      }).success;
    expect(docs([{ name: '1.x', contentDir: 'v1', path: 'v1' }])).toBe(true);
    expect(docs([{ name: 'latest', contentDir: 'v1', path: 'v1' }])).toBe(false);
    expect(
      docs([
        { name: '1.x', contentDir: 'a', path: 'v1' },
        { name: '2.x', contentDir: 'b', path: 'v1' },
      ]),
    ).toBe(false);
  });
});
