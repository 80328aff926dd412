import { describe, expect, it } from 'vitest';
import { homeFallbackRoute } from './home-fallback.ts';
import { isAbsentLandingRoute, landingRoutes } from './landing-routes.ts';

describe('landingRoutes', () => {
  it('lists the routes of the landings present, and knows the absent ones', () => {
    expect(landingRoutes({ cloud: {}, server: undefined })).toEqual({ cloud: '/cloud/' });
    const present = landingRoutes({ server: {} });
    expect(isAbsentLandingRoute('/cloud/', present)).toBe(true);
    expect(isAbsentLandingRoute('/cloud', present)).toBe(true);
    expect(isAbsentLandingRoute('/server/', present)).toBe(false);
    expect(isAbsentLandingRoute('/cloud/jira/', present)).toBe(false);
  });
});

describe('homeFallbackRoute', () => {
  const entry = (route: string, packageName = 'main', hidden = false) => ({ route, packageName, hidden });

  it("opens on the main package's shallowest visible page", () => {
    const routes = [
      entry('/docs/a/b/'),
      entry('/other/', 'other'),
      entry('/docs/intro/'),
      entry('/x/', 'main', true),
    ];
    expect(homeFallbackRoute(routes, 'main')).toBe('/docs/intro/');
    expect(homeFallbackRoute([entry('/b/'), entry('/a/')], 'main')).toBe('/a/');
  });

  it('falls back to any package, then to nothing', () => {
    expect(homeFallbackRoute([entry('/long/path/', 'other'), entry('/s/', 'other')], 'main')).toBe('/s/');
    expect(homeFallbackRoute([], 'main')).toBeUndefined();
  });
});
