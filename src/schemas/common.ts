import { z } from 'zod';
import { PRODUCT_KEYS, PRODUCTS_WITH_ICON } from './product-keys.ts';

/** Platforms a documentation area belongs to (spec §3, link tile icon platform). */
export const PlatformSchema = z.enum(['cloud', 'server', 'forge']);
export type Platform = z.infer<typeof PlatformSchema>;

/**
 * Product keys: those the sample ships an icon for (content/icons/), plus products that have none.
 * Jira Service Desk deliberately has no icon.
 */
export const ProductKeySchema = z.enum(PRODUCT_KEYS);
export type ProductKey = z.infer<typeof ProductKeySchema>;

export { PRODUCTS_WITH_ICON };

/** An icon reference: a platform mark, a product mark, or both (product wins when drawn). */
export const IconSchema = z
  .object({ platform: PlatformSchema.optional(), product: ProductKeySchema.optional() })
  .strict()
  .refine((icon) => icon.platform !== undefined || icon.product !== undefined, {
    message: 'an icon needs a platform or a product',
  });
export type Icon = z.infer<typeof IconSchema>;

/**
 * A link target in a content file: a site path ('/…'), an in-page anchor ('#…') or an absolute
 * http(s) URL. Relative paths are refused because YAML files have no page to resolve them
 * against; javascript:, data: and protocol-relative URLs are refused at the boundary.
 */
export const HrefSchema = z
  .string()
  .min(1)
  .refine((href) => /^(\/(?!\/)|#|https?:\/\/[^\s/]+)/.test(href) || href === '/', {
    message: "must be a site path starting with '/', an anchor starting with '#', or an http(s) URL",
  });

/** Documentation-area privileges (spec §3). NONE is open to everyone. */
export const PrivilegeSchema = z.enum([
  'NONE',
  'APP_API',
  'JIRA_API',
  'CONFLUENCE_API',
  'JSD_API',
  'COMPASS_API',
  'STORAGE_API',
  'CHAT_SERVICE_API',
  'OUTBOUND_AUTH',
  'USER_IDENTITY_API',
  'PERSONAL_DATA_REPORTING_API',
  'DIRECT_APP_DISTRIBUTION',
  'FORGE_DISTRIBUTION_EGRESS_PERMISSIONS',
  'USE_SHIPYARD_ICONS',
  'SHIPYARD_DOCS',
  'FORGE_DOCS',
  'INTERNAL_PLATFORM_DOCS',
  'INTERNAL_SERVICE_DOCS',
]);
export type Privilege = z.infer<typeof PrivilegeSchema>;

/** Access requirement carried by content items and pages (spec §3 "Items carry access.privilege"). */
export const AccessSchema = z.object({ privilege: PrivilegeSchema.default('NONE') }).strict();
export type Access = z.infer<typeof AccessSchema>;

/** A plain title + href pair, used for sub-links and secondary items. */
export const TitledLinkSchema = z.object({ title: z.string().min(1), href: HrefSchema }).strict();
export type TitledLink = z.infer<typeof TitledLinkSchema>;
