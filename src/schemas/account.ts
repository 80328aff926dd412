import { z } from 'zod';

/**
 * The signed-in account as the page knows it (spec §3 "Account"): id, email, avatarUrl and
 * screenName. Other fields a session store may hold are stripped, so they never reach a page.
 * Someone counts as signed in only when screenName is non-empty (see the header's isSignedIn).
 */
export const AccountSchema = z.object({
  id: z.string(),
  email: z.string().default(''),
  /** Shown as the avatar only when present and non-empty (spec §2.3). */
  avatarUrl: z
    .string()
    .nullish()
    .transform((url) => (url === null || url === undefined || url.trim() === '' ? undefined : url)),
  screenName: z.string().default(''),
});
export type Account = z.infer<typeof AccountSchema>;
