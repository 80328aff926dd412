import { describe, expect, it } from 'vitest';
import {
  ISLAND_RUNTIME_PATH,
  ISLAND_RUNTIME_SCRIPT,
  islandRuntimeResponse,
  markIslandRuntimePrinted,
} from './island-runtime.ts';

describe('markIslandRuntimePrinted', () => {
  it("sets Astro's flag so the renderer does not print a second island runtime", () => {
    const result = { _metadata: { hasHydrationScript: false } };
    markIslandRuntimePrinted(result);
    expect(result._metadata.hasHydrationScript).toBe(true);
  });

  it('leaves a result without that flag alone (Astro then prints its copy, as before)', () => {
    const result = { _metadata: { other: 1 } };
    markIslandRuntimePrinted(result);
    expect(result).toEqual({ _metadata: { other: 1 } });
    expect(() => markIslandRuntimePrinted(null)).not.toThrow();
  });

  it('the runtime it stands for defines astro-island only when not yet defined', () => {
    expect(ISLAND_RUNTIME_SCRIPT).toContain('astro-island');
    expect(ISLAND_RUNTIME_SCRIPT).toMatch(/customElements\.get\(["']astro-island["']\)/);
  });
});

describe('islandRuntimeResponse', () => {
  const file = ISLAND_RUNTIME_PATH.split('/').pop();
  const get = (name: string | undefined, method = 'GET') =>
    islandRuntimeResponse(new Request(`http://portal.test/api/page-scripts/${name}`, { method }), name);

  it('serves the runtime under its content-hashed name, cached for good', async () => {
    const response = get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ISLAND_RUNTIME_SCRIPT);
  });

  it('answers 404 to any other name and 405 to other methods', () => {
    expect(get('island-runtime.000000000000.js').status).toBe(404);
    expect(get(undefined).status).toBe(404);
    expect(get(file, 'POST').status).toBe(405);
  });
});
