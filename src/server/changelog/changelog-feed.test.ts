import { describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../schemas/built.ts';
import type { ChangelogEntry } from '../../schemas/changelog.ts';
import { ANONYMOUS, createPrincipal } from '../../core/policy/principal.ts';
import { changelogFeedResponse } from './changelog-feed.ts';

const entry = (id: string, fields: Partial<ChangelogEntry>): ChangelogEntry => ({
  id,
  packageName: 'p',
  date: '2026-01-01',
  title: `Title ${id}`,
  type: 'added',
  apiGroups: ['Issues'],
  products: ['Jira'],
  breaking: false,
  privilege: 'NONE',
  url: `/p/changelog/#${id}`,
  html: ['<p>Body of ', { slot: 'changelog.type.fixed' }, '</p>'],
  sourceFile: `packages/p/changelog/${id}.md`,
  ...fields,
});

const manifest = {
  builtAt: '2026-05-01T10:00:00.000Z',
  site: { defaultLocale: 'en', portalName: 'Developer' },
  changelog: [
    entry('internal', { date: '2026-03-01', privilege: 'FORGE_DOCS', title: 'Secret thing' }),
    entry('public', { date: '2026-02-01', type: 'removed', breaking: true }),
    entry('other', { date: '2026-01-01', products: ['Confluence'] }),
  ],
} as unknown as SiteManifest;

const origin = 'https://developer.example.com';
const request = (path: string) => new Request(`http://127.0.0.1${path}`);

describe('changelog feeds', () => {
  it('lists only what an anonymous reader may read, cacheable by anyone', async () => {
    const response = changelogFeedResponse('rss', request('/changelog/feed.xml'), {
      manifest,
      origin,
      principal: ANONYMOUS,
    });
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=900');
    const xml = await response.text();
    expect(xml).not.toContain('Secret thing');
    expect(xml).toContain('<title>Removed: Title public</title>');
    // Message slots in entry bodies are filled in the site's default language.
    expect(xml).toContain('&lt;p&gt;Body of Fixed&lt;/p&gt;');
    expect(xml).toContain(`<link>${origin}/changelog/</link>`);
  });

  it('shows internal entries to readers with the privilege, in a private answer', async () => {
    const principal = createPrincipal({ accountId: 'a1', privileges: new Set(['FORGE_DOCS']) });
    const response = changelogFeedResponse('atom', request('/changelog/atom.xml'), {
      manifest,
      origin,
      principal,
    });
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=900');
    const xml = await response.text();
    expect(xml).toContain('Secret thing');
    expect(xml).toContain('<updated>2026-03-01T00:00:00Z</updated>');
  });

  it('applies the page filters and names them in the title and self link', async () => {
    const response = changelogFeedResponse(
      'atom',
      request('/changelog/atom.xml?breaking=yes&product=Jira&page=4'),
      {
        manifest,
        origin,
        principal: ANONYMOUS,
      },
    );
    const xml = await response.text();
    expect(xml).toContain('<title>Developer changelog: Jira · Breaking only</title>');
    expect(xml).toContain(`href="${origin}/changelog/atom.xml?product=Jira&amp;breaking=yes"`);
    expect(xml.match(/<entry>/g)).toHaveLength(1);
  });

  it('answers an empty feed dated by the build when nothing matches', async () => {
    const xml = await changelogFeedResponse('atom', request('/changelog/atom.xml?product=Bamboo'), {
      manifest,
      origin,
      principal: ANONYMOUS,
    }).text();
    expect(xml).not.toContain('<entry>');
    expect(xml).toContain('<updated>2026-05-01T10:00:00.000Z</updated>');
  });

  it('is not found without a public origin', () => {
    const response = changelogFeedResponse('rss', request('/changelog/feed.xml'), {
      manifest,
      origin: undefined,
      principal: ANONYMOUS,
    });
    expect(response.status).toBe(404);
  });
});
