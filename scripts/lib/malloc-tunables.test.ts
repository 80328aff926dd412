import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLES, withMallocTunables } from './malloc-tunables.ts';
import { REPO_ROOT } from './repo.ts';

describe('malloc tunables', () => {
  it('are what npm start sets for the portal', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['start']).toBe(`GLIBC_TUNABLES=${MALLOC_TUNABLES} node scripts/start.ts`);
  });

  it('are added to other tunables, and an operator’s own malloc settings win', () => {
    expect(withMallocTunables({}).GLIBC_TUNABLES).toBe(MALLOC_TUNABLES);
    expect(withMallocTunables({ GLIBC_TUNABLES: 'glibc.cpu.x86_ibt=on' }).GLIBC_TUNABLES).toBe(
      `glibc.cpu.x86_ibt=on:${MALLOC_TUNABLES}`,
    );
    const own = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=8' };
    expect(withMallocTunables(own)).toBe(own);
  });
});
