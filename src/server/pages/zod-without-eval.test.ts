import { afterAll, describe, expect, it, vi } from 'vitest';
import { ZOD_WITHOUT_EVAL_SCRIPT } from './zod-without-eval.ts';

describe('zod without eval', () => {
  afterAll(() => {
    (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig!.jitless = undefined;
  });

  it('makes zod parse without ever trying new Function', async () => {
    // The script runs in the page as a classic script; here it runs the same way, before zod loads.
    new Function(ZOD_WITHOUT_EVAL_SCRIPT)();
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
