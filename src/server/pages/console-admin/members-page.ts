import { can, MAX_MEMBERS_PER_APP } from '../../../core/console/index.ts';
import { AddMemberInputSchema, MemberRoleSchema } from '../../../schemas/console.ts';
import {
  refuse,
  registryRefusal,
  runConsoleForm,
  type FormFields,
  type FormOutcome,
} from '../../console/console-form.ts';
import type { AdminFormContext, AdminPageSpec } from '../console-admin-route-data.ts';
import type { MembersProps } from '../../../ui/features/console-admin/members-panel.tsx';
import { forbiddenRefusal, formText, onForm } from './admin-form.ts';
import { memberAccountByEmail } from '../../console/member-account.ts';

async function add(fields: FormFields, context: AdminFormContext): Promise<FormOutcome<unknown>> {
  const { view, developer, registry, t } = context;
  if (!can(view.role, 'manage-members')) return forbiddenRefusal(context, fields);
  const input = { email: formText(fields, 'email'), role: formText(fields, 'role') };
  return runConsoleForm(input, AddMemberInputSchema, async ({ email, role }) => {
    const db = await context.db();
    const account = await memberAccountByEmail(db, email);
    if (account === undefined) return { missing: true } as const;
    await registry.addMember(view.app.id, developer.actor, { ...account, role });
    return { missing: false } as const;
  }).then((outcome) =>
    outcome.ok && outcome.value.missing
      ? refuse('email', t('consoleAdmin.members.noAccount'), fields)
      : outcome,
  );
}

async function role(fields: FormFields, context: AdminFormContext): Promise<FormOutcome<unknown>> {
  const { view, developer, registry } = context;
  if (!can(view.role, 'manage-members')) return forbiddenRefusal(context, fields);
  const member = view.members.find((candidate) => candidate.accountId === formText(fields, 'accountId'));
  const parsed = MemberRoleSchema.safeParse(formText(fields, 'role'));
  if (member === undefined)
    return refuse('form', 'Member: this developer is not a member of the app', fields);
  if (!parsed.success)
    return refuse('form', `Role must be one of ${MemberRoleSchema.options.join(', ')}`, fields);
  try {
    await registry.addMember(view.app.id, developer.actor, { ...member, role: parsed.data });
    return { ok: true, value: undefined, fields };
  } catch (error) {
    return registryRefusal(error, fields);
  }
}

async function remove(fields: FormFields, context: AdminFormContext): Promise<FormOutcome<unknown>> {
  const { view, developer, registry } = context;
  if (!can(view.role, 'manage-members')) return forbiddenRefusal(context, fields);
  try {
    await registry.removeMember(view.app.id, developer.actor, formText(fields, 'accountId'));
    return { ok: true, value: undefined, fields };
  } catch (error) {
    const refusal = registryRefusal(error, fields);
    return { ...refusal, problems: onForm(refusal.problems, []) };
  }
}

/**
 * The members page: the owner adds developers by the address of their portal account as admin
 * or viewer, changes their role and removes them, within the quota of members; everyone else
 * with a role sees who has access.
 */
export const membersPage: AdminPageSpec<MembersProps> = {
  actions: { add, role, remove },
  async props(context) {
    const { view, form } = context;
    const refusal = form.refused;
    const adding = refusal?.intent === 'add';
    return {
      canManage: can(view.role, 'manage-members'),
      owner: { email: view.owner.email },
      members: view.members,
      values: {
        email: adding ? formText(refusal.fields, 'email') : '',
        role: adding ? formText(refusal.fields, 'role') : 'viewer',
      },
      problems: onForm(refusal?.problems ?? [], adding ? ['email', 'role'] : []),
      refusedIntent: refusal?.intent,
      quota: MAX_MEMBERS_PER_APP,
      action: form.action,
      csrfToken: form.csrfToken,
      done: form.done,
    };
  },
};
