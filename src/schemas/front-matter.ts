import { z } from 'zod';
import { AccessSchema } from './common.ts';

/** Starlight's `sidebar` front matter; `attrs` and unknown keys are accepted and ignored. */
export const SidebarFrontMatterSchema = z
  .object({
    order: z.number().optional(),
    label: z.string().min(1).optional(),
    hidden: z.boolean().optional(),
    badge: z.union([z.string().min(1), z.object({ text: z.string().min(1) }).loose()]).optional(),
  })
  .loose();
export type SidebarFrontMatter = z.infer<typeof SidebarFrontMatterSchema>;

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
    /**
     * Docusaurus and Starlight: not published by a production build (no page, navigation entry,
     * search record or sitemap entry; a link to it is a build problem); `npm run dev` builds it.
     */
    draft: z.boolean().optional(),
    date: z.union([z.string(), z.date()]).optional(),
    /** Docusaurus: place in a generated navigation (lower first) and the label shown there. */
    sidebar_position: z.number().optional(),
    sidebar_label: z.string().min(1).optional(),
    /** Docusaurus: published, but left out of a generated navigation. */
    unlisted: z.boolean().optional(),
    /** Starlight: place, label, hiding and badge in a generated navigation. */
    sidebar: SidebarFrontMatterSchema.optional(),
  })
  .loose();
export type FrontMatter = z.infer<typeof FrontMatterSchema>;
