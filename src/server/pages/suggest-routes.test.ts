import { describe, expect, it } from 'vitest';
import { suggestRoutes } from './suggest-routes.ts';

const entry = (route: string, hidden = false) => ({
  route,
  kind: 'markdown' as const,
  title: route,
  packageName: 'p',
  privilege: 'NONE' as const,
  hidden,
  file: 'f',
});

describe('suggestRoutes', () => {
  const routes = [
    entry('/cloud/jira/platform/webhooks/'),
    entry('/cloud/jira/platform/'),
    entry('/server/crowd/'),
    entry('/cloud/jira/secret-webhooks/', true),
  ];

  it('finds pages sharing the last segment and path words', () => {
    const found = suggestRoutes('/cloud/jira/webhook', routes).map((e) => e.route);
    expect(found[0]).toBe('/cloud/jira/platform/webhooks/');
    expect(found).not.toContain('/server/crowd/');
  });

  it('never suggests hidden pages and gives nothing for an empty path', () => {
    expect(suggestRoutes('/secret-webhooks', routes).map((e) => e.route)).not.toContain(
      '/cloud/jira/secret-webhooks/',
    );
    expect(suggestRoutes('/', routes)).toEqual([]);
  });
});
