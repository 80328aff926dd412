import { afterAll, describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  afterAll(() => {
    (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig!.jitless = undefined;
  });

  it('makes zod parse without ever trying new Function', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ answer: z.string(), sources: z.array(z.object({ url: z.string() })) });
    expect(schema.parse({ answer: 'a', sources: [{ url: '/x/' }] })).toEqual({
      answer: 'a',
      sources: [{ url: '/x/' }],
    });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
