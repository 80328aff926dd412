import { z } from 'zod';
import { MemberRoleSchema } from './console-enums.ts';
import { choice, instant, opaqueId } from './console-fields.ts';

/** A developer the owner added to an app, with their role (admin or viewer). */
export const MemberSchema = z
  .object({
    accountId: z.string().min(1),
    email: z.email({ error: 'Member email must be an email address' }),
    role: MemberRoleSchema,
    addedAt: instant('Added at'),
  })
  .strict();
export type Member = z.infer<typeof MemberSchema>;

/** The add-member form: the developer's email and the role to give. */
export const AddMemberInputSchema = z
  .object({
    email: z
      .string({ error: 'Member email is required' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Member email must be an email address' })),
    role: choice('Role', MemberRoleSchema.options),
  })
  .strict();
export type AddMemberInput = z.infer<typeof AddMemberInputSchema>;

/** Every kind of change the audit log records. Reads are not audited. */
export const AuditActionSchema = z.enum([
  'app.created',
  'app.updated',
  'app.deleted',
  'credentials.rotated',
  'callback-url.added',
  'callback-url.removed',
  'api.added',
  'api.removed',
  'distribution.changed',
  'member.added',
  'member.removed',
  'member.role-changed',
  'outbound-auth.added',
  'outbound-auth.updated',
  'outbound-auth.removed',
  'deployment.recorded',
]);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/**
 * One audit-log entry: who changed what, and when. `details` holds names and ids of what
 * changed (an API id, a callback URL, a role), never a secret or a token.
 */
export const AuditEntrySchema = z
  .object({
    id: opaqueId('Audit entry id'),
    appId: opaqueId('App id'),
    actorId: z.string().min(1),
    /** The actor's address at the time, so the log stays readable after they leave. */
    actorEmail: z.email().optional(),
    action: AuditActionSchema,
    at: instant('Time'),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .strict();
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
