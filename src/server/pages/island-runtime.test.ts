import { describe, expect, it } from 'vitest';
import { ISLAND_RUNTIME_SCRIPT, markIslandRuntimePrinted } from './island-runtime.ts';

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
