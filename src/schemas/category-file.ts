import { z } from 'zod';

/**
 * What a folder's `_category_.json` / `_category_.yml` may say (Docusaurus semantics): the label
 * and place of the folder's group in a generated navigation, whether it starts collapsed, and its
 * own page. Unknown keys are refused, as Docusaurus does, so a typo is never silently ignored.
 */
export const CategoryFileSchema = z
  .object({
    label: z.string().min(1).optional(),
    position: z.number().optional(),
    /** false: the group shows open on every page. */
    collapsed: z.boolean().optional(),
    /** false: the group can never fold, so it shows open. */
    collapsible: z.boolean().optional(),
    className: z.string().optional(),
    description: z.string().optional(),
    key: z.string().optional(),
    /** The group's own page: a doc of the site (by id), or a generated index. */
    link: z
      .union([
        z.object({ type: z.literal('doc'), id: z.string().min(1) }).strict(),
        z
          .object({
            type: z.literal('generated-index'),
            title: z.string().optional(),
            description: z.string().optional(),
            slug: z.string().optional(),
            keywords: z.array(z.string()).optional(),
            image: z.string().optional(),
          })
          .strict(),
      ])
      .nullable()
      .optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type CategoryFile = z.infer<typeof CategoryFileSchema>;
