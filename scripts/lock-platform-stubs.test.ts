import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/repo.ts';
import { addPlatformStubs, platformOf } from './lock-platform-stubs.ts';

describe('lock platform stubs', () => {
  it('derives os, cpu and libc from the package name', () => {
    expect(platformOf('@x/binding-linux-arm64-musl')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['musl'],
    });
    expect(platformOf('@x/binding-darwin-x64')).toEqual({ os: ['darwin'], cpu: ['x64'] });
    expect(platformOf('@x/binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeUndefined();
  });

  it('adds an entry only for optional platform packages without one', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/a': {
          optionalDependencies: { '@a/bin-linux-x64-gnu': '1.0.0', '@a/bin-win32-x64-msvc': '1.0.0' },
        },
        'node_modules/@a/bin-linux-x64-gnu': { version: '1.0.0' },
      },
    };
    expect(addPlatformStubs(lock)).toEqual(['@a/bin-win32-x64-msvc']);
    expect(lock.packages['node_modules/@a/bin-win32-x64-msvc' as keyof typeof lock.packages]).toMatchObject({
      optional: true,
      os: ['win32'],
    });
  });

  it('keeps the committed lock complete, so `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8'));
    expect(addPlatformStubs(lock)).toEqual([]);
  });
});
