import { describe, expect, it } from 'vitest';
import { environmentOf } from '../../../core/telemetry/environment.ts';

const environments = {
  production: ['developer.example.com'],
  staging: ['developer.stg.example.com'],
  local: ['localhost', '127.0.0.1:4321'],
};

describe('environmentOf', () => {
  it('finds the environment listing the host, ignoring case and ports', () => {
    expect(environmentOf('developer.example.com', environments)).toBe('production');
    expect(environmentOf('Developer.STG.example.com', environments)).toBe('staging');
    expect(environmentOf('localhost', environments)).toBe('local');
    expect(environmentOf('127.0.0.1', environments)).toBe('local');
  });

  it('treats an unknown host as production', () => {
    expect(environmentOf('docs.example.org', environments)).toBe('production');
    expect(environmentOf('localhost', {})).toBe('production');
  });
});
