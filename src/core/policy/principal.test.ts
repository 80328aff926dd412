import { describe, expect, it } from 'vitest';
import { ANONYMOUS, canRead, type Principal } from './principal.ts';

describe('canRead', () => {
  it('opens NONE to everyone and nothing else to anonymous visitors', () => {
    expect(canRead(ANONYMOUS, 'NONE')).toBe(true);
    expect(canRead(ANONYMOUS, 'FORGE_DOCS')).toBe(false);
  });

  it('grants what the principal holds', () => {
    const user: Principal = { accountId: 'a1', privileges: new Set(['FORGE_DOCS']) };
    expect(canRead(user, 'FORGE_DOCS')).toBe(true);
    expect(canRead(user, 'JIRA_API')).toBe(false);
  });
});
