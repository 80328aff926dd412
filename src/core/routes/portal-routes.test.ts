import { describe, expect, it } from 'vitest';
import { isPortalRoute } from './portal-routes.ts';

describe('isPortalRoute', () => {
  it('knows the routes of spec §2.1 that the portal serves itself', () => {
    for (const route of [
      '/',
      '/cloud/',
      '/server/',
      '/search/',
      '/support/',
      '/account/login/',
      '/console/myapps/',
    ]) {
      expect(isPortalRoute(route)).toBe(true);
    }
    expect(isPortalRoute('/sitemap.xml/')).toBe(true);
    expect(isPortalRoute('/_static/jira.svg/')).toBe(true);
  });

  it('leaves content routes to packages', () => {
    expect(isPortalRoute('/cloud/jira/platform/')).toBe(false);
    expect(isPortalRoute('/changelog/')).toBe(false);
  });
});
