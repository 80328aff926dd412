import { z } from 'zod';
import { SupportFormProblemSchema } from '../../schemas/support.ts';
import type { Database } from '../storage/database.ts';
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
  return {
    save: async (accountId, draft, now) => {
      await db.query(
        `insert into support_request_drafts (account_id, fields, problems, saved_at)
         values ($1, $2::jsonb, $3::jsonb, $4)
         on conflict (account_id) do update
           set fields = excluded.fields, problems = excluded.problems, saved_at = excluded.saved_at`,
        [accountId, JSON.stringify(draft.fields), JSON.stringify(draft.problems), now.toISOString()],
      );
    },
    read: async (accountId, now) => {
      const rows = await db.query<{ fields: unknown; problems: unknown }>(
        `select fields, problems from support_request_drafts where account_id = $1 and saved_at > $2`,
        [accountId, new Date(now.getTime() - DRAFT_LIFETIME_MS).toISOString()],
      );
      const parsed = DraftSchema.safeParse(rows[0]);
      return parsed.success ? parsed.data : undefined;
    },
    clear: async (accountId) => {
      await db.query('delete from support_request_drafts where account_id = $1', [accountId]);
    },
  };
}
