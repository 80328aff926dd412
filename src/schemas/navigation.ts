import { z } from 'zod';

/** Category names of a navigation (spec §2.7). universalchangelog is never shown in menus. */
export const CategoryNameSchema = z.enum([
  'devguide',
  'reference',
  'help',
  'changelog',
  'universalchangelog',
]);
export type CategoryName = z.infer<typeof CategoryNameSchema>;

const NavUrlSchema = z
  .string()
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/\S+)$/, "must be a site path starting with '/' or an http(s) URL");

/** A short label shown after a navigation title (Starlight's sidebar badge: New, Deprecated). */
const NavBadgeSchema = z.string().min(1);

/**
 * The language of a label when it differs from the page around it: a content locale's navigation
 * (decision 0042) mixes translated labels with default-language ones.
 */
const NavLangSchema = z.string().min(2).optional();

/** A navigation leaf: title and url, and an optional badge. */
export const NavLinkSchema = z
  .object({
    title: z.string().min(1),
    url: NavUrlSchema,
    badge: NavBadgeSchema.optional(),
    lang: NavLangSchema,
  })
  .strict();
export type NavLink = z.infer<typeof NavLinkSchema>;

/**
 * A group of items: a title over at least one link or group (spec §5: at least 1 item per heading
 * group). Groups nest to any depth. `url` gives the group a page of its own (a folder's index);
 * `collapsed: false` shows it open on every page, not only on the pages it holds.
 */
export interface NavGroup {
  title: string;
  url?: string | undefined;
  collapsed?: boolean | undefined;
  badge?: string | undefined;
  lang?: string | undefined;
  items: NavItem[];
}

/** A navigation item: a link, or a group of items. Tell them apart by `items`. */
export type NavItem = NavLink | NavGroup;

export const NavGroupSchema: z.ZodType<NavGroup> = z
  .object({
    title: z.string().min(1),
    url: NavUrlSchema.optional(),
    collapsed: z.boolean().optional(),
    badge: NavBadgeSchema.optional(),
    lang: NavLangSchema,
    get items() {
      return z.array(NavItemSchema).min(1, 'a heading group needs at least 1 item');
    },
  })
  .strict();

export const NavItemSchema: z.ZodType<NavItem> = z.union([NavLinkSchema, NavGroupSchema]);

/** Whether an item is a group (it has items) rather than a link. */
export const isNavGroup = (item: NavItem): item is NavGroup => 'items' in item;

/**
 * A subcategory: a title over items. With `url` it has a page of its own, and may then have no
 * items (a top-level page of a generated navigation).
 */
export const SubcategorySchema = z
  .object({
    title: z.string().min(1),
    url: NavUrlSchema.optional(),
    collapsed: z.boolean().optional(),
    badge: NavBadgeSchema.optional(),
    lang: NavLangSchema,
    items: z.array(NavItemSchema).default([]),
  })
  .strict();
export type Subcategory = z.infer<typeof SubcategorySchema>;

export const CategorySchema = z
  .object({
    name: CategoryNameSchema,
    title: z.string().min(1),
    url: z.union([NavUrlSchema, z.literal('')]).default(''),
    subcategories: z.array(SubcategorySchema).default([]),
    /** For changelog categories: the API groups whose entries it lists. */
    apiGroups: z.array(z.string().min(1)).optional(),
    lang: NavLangSchema,
  })
  .strict();
export type Category = z.infer<typeof CategorySchema>;

/** Navigation file: `navigation.yaml` in a package folder (spec §3 "Navigation"). */
export const NavigationSchema = z
  .object({
    name: z.string().min(1),
    title: z.string().min(1),
    url: NavUrlSchema,
    /** API version label shown in the navigation (spec §9: v3). */
    enabledVersion: z.string().optional(),
    categories: z.array(CategorySchema),
    customCategories: z
      .array(CategorySchema.omit({ name: true }).extend({ name: z.string().min(1) }))
      .default([]),
  })
  .strict();
export type Navigation = z.infer<typeof NavigationSchema>;
