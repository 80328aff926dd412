import { describe, expect, it } from 'vitest';
import { isSameRoute, isUnderRoute, routeKey } from './route-path.ts';

describe('route-path', () => {
  it('compares site paths without query, hash or trailing-slash differences', () => {
    expect(routeKey('/a/b?x=1#y')).toBe('/a/b/');
    expect(isSameRoute('/a/b', '/a/b/#top')).toBe(true);
    expect(isSameRoute('/a/b/', '/a/bc/')).toBe(false);
  });

  it('never matches absolute URLs, and the root covers nothing', () => {
    expect(routeKey('https://example.com/a/')).toBeUndefined();
    expect(isSameRoute('https://example.com/a/', '/a/')).toBe(false);
    expect(isUnderRoute('/', '/a/')).toBe(false);
    expect(isUnderRoute('/a/', '/a/b/')).toBe(true);
    expect(isUnderRoute('/a/', '/ab/')).toBe(false);
  });
});
