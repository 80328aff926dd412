import { z } from 'zod';
import { AppTypeSchema, DistributionStatusSchema } from './console-enums.ts';

/** The columns the "my apps" list sorts by. */
export const MyAppsSortSchema = z.enum(['name', 'type', 'distribution', 'updated']);
export type MyAppsSort = z.infer<typeof MyAppsSortSchema>;

/**
 * The "my apps" list's query string: ?q=&type=&status=&sort=&dir=. A value the list does not
 * know falls back to its default instead of failing, because the parameters come from links and
 * hand-edited URLs, and a list is more useful than an error page.
 */
export const MyAppsQuerySchema = z.object({
  /** Text the name or description must contain, case-insensitive. */
  q: z.string().trim().max(100).catch('').default(''),
  type: AppTypeSchema.optional().catch(undefined),
  status: DistributionStatusSchema.optional().catch(undefined),
  sort: MyAppsSortSchema.catch('updated').default('updated'),
  /** Newest first by default; names A–Z when sorted by name and no direction is given. */
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type MyAppsQuery = z.infer<typeof MyAppsQuerySchema>;
