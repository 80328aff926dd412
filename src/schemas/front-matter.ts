import { z } from 'zod';
import { AccessSchema } from './common.ts';

/**
 * Front matter of a markdown page. Unknown keys are kept (foreign material carries many), but
 * the ones the portal reads are typed and checked.
 */
export const FrontMatterSchema = z
  .object({
    title: z.string().min(1).optional(),
    description: z.string().optional(),
    /** Overrides the page's path under the package publishPath. */
    slug: z.string().optional(),
    /** The page's Docusaurus id (packages with `routing: docusaurus`): names it in the route. */
    id: z
      .union([z.string().min(1), z.number()])
      .transform((id) => String(id))
      .optional(),
    category: z.enum(['devguide', 'reference', 'help', 'changelog']).optional(),
    access: AccessSchema.optional(),
    /** Excluded from the sitemap and search, still served. */
    hidden: z.boolean().optional(),
    date: z.union([z.string(), z.date()]).optional(),
  })
  .loose();
export type FrontMatter = z.infer<typeof FrontMatterSchema>;
