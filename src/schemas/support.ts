import { z } from 'zod';
import { HrefSchema } from './common.ts';

/** A way to get help the /support page lists for everyone: the community, service status, a guide. */
export const SupportChannelSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().default(''),
    href: HrefSchema,
  })
  .strict();
export type SupportChannel = z.infer<typeof SupportChannelSchema>;

/**
 * A choice of the request form's product/category select. `id` is what the form posts and what
 * the embedded service desk stores as the request type; `requestTypeId` sends requests of this
 * category to that Jira Service Management request type instead of SERVICE_DESK_REQUEST_TYPE_ID.
 */
export const SupportCategorySchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lower-case letters, digits and hyphens (at most 64)'),
    title: z.string().min(1).max(120),
    requestTypeId: z
      .string()
      .regex(/^[0-9]{1,18}$/, 'must be a numeric request type id')
      .optional(),
  })
  .strict();
export type SupportCategory = z.infer<typeof SupportCategorySchema>;

/**
 * The /support page's content (spec §2.1): the channels shown to every visitor, and the
 * categories a signed-in visitor picks from when raising a request (none: no select).
 */
export const SupportPageSchema = z
  .object({
    channels: z.array(SupportChannelSchema).default([]),
    categories: z.array(SupportCategorySchema).default([]),
  })
  .strict()
  .superRefine((page, context) => {
    const seen = new Set<string>();
    page.categories.forEach((category, index) => {
      if (seen.has(category.id)) {
        context.addIssue({
          code: 'custom',
          message: `duplicate category id '${category.id}'`,
          path: ['categories', index, 'id'],
        });
      }
      seen.add(category.id);
    });
  });
export type SupportPage = z.infer<typeof SupportPageSchema>;

/** Lengths the request form accepts (Jira's summary limit is 255 characters). */
export const SUPPORT_REQUEST_LIMITS = { maxSummary: 255, maxDescription: 10_000 } as const;

/** Why a request form was refused; the page names each with a message next to its field. */
export const SupportFormProblemSchema = z.enum([
  'summary-missing',
  'summary-too-long',
  'description-missing',
  'description-too-long',
  'category-missing',
  'category-unknown',
]);
export type SupportFormProblem = z.infer<typeof SupportFormProblemSchema>;

/** The request list's status filter (`statuses=` of the support portal's list, spec §2.3). */
export const SupportListStatusSchema = z.enum(['open', 'closed', 'all']);
export type SupportListStatus = z.infer<typeof SupportListStatusSchema>;
