import { z } from 'zod';
import { SupportFormProblemSchema } from '../../schemas/support.ts';
import type { Database } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { SupportFormFields } from './support-request-form.ts';

/** How long a refused form is kept for the page to show again. */
export const DRAFT_LIFETIME_MS = 60 * 60 * 1000;

/** What a refused form post leaves for the page: the fields as typed and the problems found. */
export interface SupportDraft {
  fields: SupportFormFields;
  problems: z.infer<typeof SupportFormProblemSchema>[];
}

const DraftSchema = z.object({
  fields: z.object({ summary: z.string(), description: z.string(), category: z.string() }),
  problems: z.array(SupportFormProblemSchema),
});

/**
 * support_request_drafts: one draft per account. A form posted without JavaScript that is
 * refused (or could not be kept) is answered with a redirect, so what was typed waits here,
 * server-side and private to the account, instead of in the URL.
 */
export interface SupportDraftStore {
  save(accountId: string, draft: SupportDraft, now: Date): Promise<void>;
  /** The account's draft if younger than {@link DRAFT_LIFETIME_MS}. */
  read(accountId: string, now: Date): Promise<SupportDraft | undefined>;
  clear(accountId: string): Promise<void>;
}

/** The draft store over the portal's database. */
export function supportDraftStore(db: Database): SupportDraftStore {
  const q = typedSql(db);
  return {
    save: async (accountId, draft, now) => {
      await q
        .insertInto('support_request_drafts')
        .values({
          account_id: accountId,
          fields: JSON.stringify(draft.fields),
          problems: JSON.stringify(draft.problems),
          saved_at: now.toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column('account_id').doUpdateSet((eb) => ({
            fields: eb.ref('excluded.fields'),
            problems: eb.ref('excluded.problems'),
            saved_at: eb.ref('excluded.saved_at'),
          })),
        )
        .execute();
    },
    read: async (accountId, now) => {
      const row = await q
        .selectFrom('support_request_drafts')
        .select(['fields', 'problems'])
        .where('account_id', '=', accountId)
        .where('saved_at', '>', new Date(now.getTime() - DRAFT_LIFETIME_MS))
        .executeTakeFirst();
      const parsed = DraftSchema.safeParse(row);
      return parsed.success ? parsed.data : undefined;
    },
    clear: async (accountId) => {
      await q.deleteFrom('support_request_drafts').where('account_id', '=', accountId).execute();
    },
  };
}
