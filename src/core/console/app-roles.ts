import type { AppRole, Member } from '../../schemas/console.ts';

/** What can be done to an app. */
export type AppAction =
  'view' | 'edit' | 'rotate-secret' | 'manage-members' | 'delete' | 'view-audit' | 'record-deployment';

/**
 * Who may do what (the members rule of the console): the owner everything; an admin edits the
 * app, rotates its secret and records deployments, but neither deletes it nor changes who has
 * access; a viewer only looks (the client id, settings, audit log; never a secret).
 */
const ALLOWED: Readonly<Record<AppRole, ReadonlySet<AppAction>>> = {
  owner: new Set([
    'view',
    'edit',
    'rotate-secret',
    'manage-members',
    'delete',
    'view-audit',
    'record-deployment',
  ]),
  admin: new Set(['view', 'edit', 'rotate-secret', 'view-audit', 'record-deployment']),
  viewer: new Set(['view', 'view-audit']),
};

/** Who has access to an app: its owner's account id and its members. */
export interface AppAccess {
  ownerId: string;
  members: readonly Pick<Member, 'accountId' | 'role'>[];
}

/**
 * A developer's role on an app, or undefined when they have none. Undefined means the app does
 * not exist for them: the server answers 404, not 403, so app ids are not revealed.
 */
export function roleOn(access: AppAccess, accountId: string | undefined): AppRole | undefined {
  if (accountId === undefined || accountId === '') return undefined;
  if (access.ownerId === accountId) return 'owner';
  return access.members.find((member) => member.accountId === accountId)?.role;
}

/** May someone with `role` (undefined: no role) do `action`? */
export function can(role: AppRole | undefined, action: AppAction): boolean {
  return role !== undefined && ALLOWED[role].has(action);
}
