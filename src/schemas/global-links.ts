import { z } from 'zod';
import { HrefSchema, IconSchema, TitledLinkSchema } from './common.ts';
import { SupportPageSchema } from './support.ts';

/** A drawer tile: icon, title, subtitle and href (spec §3 "Link tile"). */
export const LinkTileSchema = z
  .object({ title: z.string().min(1), subtitle: z.string().default(''), href: HrefSchema, icon: IconSchema })
  .strict();
export type LinkTile = z.infer<typeof LinkTileSchema>;

/** A global link; shown only when it has no featureKey or the feature is on (spec §2.5). */
export const GlobalLinkSchema = z
  .object({
    title: z.string().min(1),
    href: HrefSchema,
    subtitle: z.string().optional(),
    icon: IconSchema.optional(),
    featureKey: z.string().min(1).optional(),
  })
  .strict();
export type GlobalLink = z.infer<typeof GlobalLinkSchema>;

/** A resources-drawer item (spec §3 "Resource item"). */
export const ResourceItemSchema = z
  .object({ title: z.string().min(1), subtitle: z.string().default(''), href: HrefSchema })
  .strict();
export type ResourceItem = z.infer<typeof ResourceItemSchema>;

/** A titled group of plain links, e.g. GET HELP (spec §3 "Secondary link group"). */
export const SecondaryLinkGroupSchema = z
  .object({ title: z.string().min(1), items: z.array(TitledLinkSchema).min(1) })
  .strict();
export type SecondaryLinkGroup = z.infer<typeof SecondaryLinkGroupSchema>;

/** A social link; icon names the kind of site. */
export const SocialLinkSchema = z
  .object({ icon: z.enum(['twitter', 'youtube']), href: HrefSchema, title: z.string().min(1) })
  .strict();
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/**
 * The changelog notification of a header item (spec §2.3): the indicator shows only when a
 * changelog base URL is configured, the item is not selected and API groups are present.
 */
export const ChangelogNotificationSchema = z
  .object({
    /** Base URL of the changelog the indicator announces (a site path or an http(s) URL). */
    baseUrl: HrefSchema.optional(),
    /** The API groups whose changes it announces; none means no indicator. */
    apiGroups: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type ChangelogNotification = z.infer<typeof ChangelogNotificationSchema>;

/** A primary header navigation item; drawer items open a drawer instead of navigating. */
export const HeaderNavItemSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    href: HrefSchema,
    drawer: z.enum(['documentation', 'resources']).optional(),
    /** Extra path prefixes under which the item counts as selected (spec §2.1). */
    selectedOn: z.array(z.string().startsWith('/')).default([]),
    children: z.array(TitledLinkSchema).default([]),
    isChangelog: z.boolean().default(false),
    /** Only for the changelog item (`isChangelog`): when it may show its notification indicator. */
    notification: ChangelogNotificationSchema.optional(),
  })
  .strict()
  .refine((item) => item.notification === undefined || item.isChangelog, {
    message: 'only the changelog item (isChangelog: true) has a notification',
    path: ['notification'],
  });
export type HeaderNavItem = z.infer<typeof HeaderNavItemSchema>;

/** Global links definition: `global-links.yaml` at the content root (spec §3). */
export const GlobalLinksSchema = z
  .object({
    cloudDocsLinksV2: z
      .object({ platform: z.array(LinkTileSchema), products: z.array(LinkTileSchema) })
      .strict(),
    serverDocsLinksV2: z.object({ products: z.array(LinkTileSchema) }).strict(),
    forgeDocsLinks: z.array(LinkTileSchema),
    resourcesV2: z
      .object({
        primary: z.array(ResourceItemSchema).length(4, 'the resources drawer has exactly four primary items'),
        secondary: z.array(SecondaryLinkGroupSchema),
        social: z.array(SocialLinkSchema),
      })
      .strict(),
    resourcesSecondaryLinks: z.array(GlobalLinkSchema),
    header: z.array(HeaderNavItemSchema).min(1),
    footer: z
      .object({
        links: z.array(TitledLinkSchema).min(1),
        /**
         * Support entry points: the header button and the mobile menu (spec §2.1), and the support
         * portal the header's My Requests control opens (spec §2.3; without it, Support shows).
         */
        support: z.object({ header: HrefSchema, mobile: HrefSchema, portal: HrefSchema.optional() }).strict(),
      })
      .strict(),
    /** The /support page: help channels and request categories (src/schemas/support.ts). */
    supportPage: SupportPageSchema.optional(),
  })
  .strict();
export type GlobalLinks = z.infer<typeof GlobalLinksSchema>;
