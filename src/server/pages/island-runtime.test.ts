import { describe, expect, it } from 'vitest';
import {
  ISLAND_RUNTIME,
  ISLAND_RUNTIME_PATH,
  ISLAND_RUNTIME_SCRIPT,
  markIslandRuntimePrinted,
} from './island-runtime.ts';
import { pageScriptResponse } from './page-scripts.ts';

describe('markIslandRuntimePrinted', () => {
  it("sets Astro's flag so the renderer does not print a second island runtime", () => {
    const result = { _metadata: { hasHydrationScript: false } };
    markIslandRuntimePrinted(result);
    expect(result._metadata.hasHydrationScript).toBe(true);
  });

  it('marks the directives the runtime file defines as printed, so Astro prints none of them inline', () => {
    const result = { _metadata: { hasHydrationScript: false, hasDirectives: new Set(['visible']) } };
    markIslandRuntimePrinted(result);
    expect([...result._metadata.hasDirectives].sort()).toEqual(['idle', 'interaction', 'load', 'visible']);
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

class FakeEvent {
  type: string;
  constructor(type: string) {
    this.type = type;
  }
}

describe('the runtime file', () => {
  it('defines load, idle and interaction on Astro before the runtime, each a function', () => {
    const code = ISLAND_RUNTIME.code;
    const runtimeStart = code.indexOf(ISLAND_RUNTIME_SCRIPT);
    expect(runtimeStart).toBeGreaterThan(0);
    const self: { Astro?: Record<string, unknown> } = {};
    const events: string[] = [];
    const window = { dispatchEvent: (event: { type: string }) => events.push(event.type) };
    // The directives' part only: the runtime itself needs a DOM. The printed interaction
    // directive has no free names but the browser's, so it runs on its own.
    new Function('self', 'window', 'Event', code.slice(0, runtimeStart))(self, window, FakeEvent);
    expect(Object.keys(self.Astro ?? {}).sort()).toEqual(['idle', 'interaction', 'load']);
    for (const directive of Object.values(self.Astro ?? {})) expect(typeof directive).toBe('function');
    expect(events).toEqual(['astro:load', 'astro:idle']);
  });
});

describe('the island runtime as a page script', () => {
  const file = ISLAND_RUNTIME_PATH.split('/').pop();
  const get = (name: string | undefined, method = 'GET') =>
    pageScriptResponse(new Request(`http://portal.test/api/page-scripts/${name}`, { method }), name, [
      ISLAND_RUNTIME,
    ]);

  it('serves the runtime under its content-hashed name, cached for good', async () => {
    const response = get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ISLAND_RUNTIME.code);
  });

  it('answers 404 to any other name and 405 to other methods', () => {
    expect(get('island-runtime.000000000000.js').status).toBe(404);
    expect(get(undefined).status).toBe(404);
    expect(get(file, 'POST').status).toBe(405);
  });
});
