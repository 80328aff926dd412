import { describe, expect, it } from 'vitest';
import { can, roleOn, type AppAction } from './app-roles.ts';

const access = {
  ownerId: 'owner-1',
  members: [
    { accountId: 'admin-1', role: 'admin' as const },
    { accountId: 'viewer-1', role: 'viewer' as const },
  ],
};

describe('roles on an app', () => {
  it('finds the owner, each member, and nobody else', () => {
    expect(roleOn(access, 'owner-1')).toBe('owner');
    expect(roleOn(access, 'admin-1')).toBe('admin');
    expect(roleOn(access, 'viewer-1')).toBe('viewer');
    expect(roleOn(access, 'stranger')).toBeUndefined();
    expect(roleOn(access, undefined)).toBeUndefined();
    expect(roleOn({ ownerId: '', members: [] }, '')).toBeUndefined();
  });

  it('gives each role exactly its actions', () => {
    const actions: AppAction[] = [
      'view',
      'edit',
      'rotate-secret',
      'manage-members',
      'delete',
      'view-audit',
      'record-deployment',
    ];
    const allowed = (role: Parameters<typeof can>[0]) => actions.filter((action) => can(role, action));
    expect(allowed('owner')).toEqual(actions);
    expect(allowed('admin')).toEqual(['view', 'edit', 'rotate-secret', 'view-audit', 'record-deployment']);
    expect(allowed('viewer')).toEqual(['view', 'view-audit']);
    expect(allowed(undefined)).toEqual([]);
  });
});
