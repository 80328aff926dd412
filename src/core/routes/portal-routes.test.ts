import { describe, expect, it } from 'vitest';
import { isPortalRoute, isReservedRoute } from './portal-routes.ts';

describe('portal routes', () => {
  it('knows the pages the portal serves itself', () => {
    for (const route of ['/', '/cloud/', '/server/', '/docs/', '/resources/'])
      expect(isPortalRoute(route)).toBe(true);
    expect(isPortalRoute('/sitemap.xml/')).toBe(true);
  });

  it('leaves content routes to packages', () => {
    expect(isPortalRoute('/cloud/jira/platform/')).toBe(false);
    expect(isPortalRoute('/cloud/jira/platform/changelog/')).toBe(false);
  });

  it('serves the universal changelog and its feeds itself', () => {
    expect(isPortalRoute('/changelog/')).toBe(true);
    expect(isPortalRoute('/changelog/feed.xml')).toBe(true);
    expect(isPortalRoute('/changelog/atom.xml')).toBe(true);
  });

  it('reserves API, asset and gateway namespaces without making them pages', () => {
    expect(isReservedRoute('/api/search/')).toBe(true);
    expect(isReservedRoute('/_static/jira.svg/')).toBe(true);
    expect(isPortalRoute('/api/search/')).toBe(false);
    expect(isReservedRoute('/platform/')).toBe(false);
  });

  it('keeps the developer console to the portal: no content page under /console/ or /apps/', () => {
    expect(isPortalRoute('/console/myapps/')).toBe(true);
    expect(isPortalRoute('/apps/create/')).toBe(true);
    expect(isReservedRoute('/console/myapps/some-app/')).toBe(true);
    expect(isReservedRoute('/apps/other/')).toBe(true);
  });
});
