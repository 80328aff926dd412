import { z } from 'zod';
import { AccessSchema, HrefSchema, IconSchema, TitledLinkSchema } from './common.ts';

/**
 * A content-set link (spec §3): the tile heading (title, href, icon), subtitle, description and
 * sub-links. Items carry access.privilege and are filtered by the access policy before rendering.
 */
export const ContentSetLinkSchema = z
  .object({
    title: z.string().min(1),
    href: HrefSchema,
    icon: IconSchema.optional(),
    subtitle: z.string().optional(),
    description: z.string().optional(),
    /** Show the description only while the tile is hovered or focused. */
    descriptionOnHover: z.boolean().default(false),
    subLinks: z.array(TitledLinkSchema).default([]),
    access: AccessSchema.default({ privilege: 'NONE' }),
  })
  .strict();
export type ContentSetLink = z.infer<typeof ContentSetLinkSchema>;

/** Group category: an announcement, product tiles, or a content category of tiles. */
export const CategoryTypeSchema = z.enum(['announcement', 'product', 'guide', 'reference', 'resource']);
export type CategoryType = z.infer<typeof CategoryTypeSchema>;

/** A group of a section's layout (spec §3 "Group"). */
export const LandingGroupSchema = z
  .object({
    categoryType: CategoryTypeSchema,
    subtitle: z.string().optional(),
    isHighlighted: z.boolean().default(false),
    gridFlow: z.enum(['row', 'column']).default('column'),
    /**
     * For an announcement: the surrounding text, with `{link}` where the one item's link goes.
     */
    text: z.string().optional(),
    items: z.array(ContentSetLinkSchema),
  })
  .strict()
  .superRefine((group, ctx) => {
    if (group.categoryType !== 'announcement') return;
    if (group.items.length !== 1)
      ctx.addIssue({ code: 'custom', message: 'an announcement shows exactly one link', path: ['items'] });
    if (!group.text?.includes('{link}'))
      ctx.addIssue({ code: 'custom', message: "an announcement text must contain '{link}'", path: ['text'] });
  });
export type LandingGroup = z.infer<typeof LandingGroupSchema>;

/** A landing section: a title and a layout of groups (spec §3 "Section"). */
export const LandingSectionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    layout: z.array(LandingGroupSchema).min(1),
  })
  .strict();
export type LandingSection = z.infer<typeof LandingSectionSchema>;

/** A landing page file: `landing/cloud.yaml` or `landing/server.yaml` (spec §2.2). */
export const LandingPageSchema = z
  .object({
    /** Document title, e.g. 'Cloud developer documentation'. */
    title: z.string().min(1),
    metaDescription: z.string().min(1),
    heading: z.string().min(1),
    icon: IconSchema,
    /** Intro sentence with `{link}` where the developer-guide link goes. */
    intro: z.string().includes('{link}'),
    introLink: TitledLinkSchema,
    /** Link to the article comparing cloud with Data Center (spec §1). */
    comparisonLink: TitledLinkSchema,
    /** Link to the other landing, e.g. 'View Data Center developer documentation'. */
    switchLink: TitledLinkSchema,
    /** Analytics screen name: cloud or server (spec §2.1). */
    screenName: z.enum(['cloud', 'server']),
    /** Sub-links shown per tile at most (spec §9: 3). */
    maxSubLinks: z.number().int().min(0).max(10).default(3),
    sections: z.array(LandingSectionSchema),
  })
  .strict();
export type LandingPage = z.infer<typeof LandingPageSchema>;

/** The home page file: `landing/home.yaml`. */
export const HomePageSchema = z
  .object({
    title: z.string().min(1),
    metaDescription: z.string().min(1),
    heading: z.string().min(1),
    intro: z.string().min(1),
    actions: z.array(TitledLinkSchema).min(1),
    cards: z.array(ContentSetLinkSchema).default([]),
  })
  .strict();
export type HomePage = z.infer<typeof HomePageSchema>;

export { HrefSchema };
