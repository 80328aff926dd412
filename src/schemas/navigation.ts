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

/** A navigation leaf: title and url. */
export const NavLinkSchema = z.object({ title: z.string().min(1), url: NavUrlSchema }).strict();
export type NavLink = z.infer<typeof NavLinkSchema>;

/** A heading group inside a subcategory: a title over at least one link (spec §5). */
export const NavGroupSchema = z
  .object({
    title: z.string().min(1),
    items: z.array(NavLinkSchema).min(1, 'a heading group needs at least 1 item'),
  })
  .strict();
export type NavGroup = z.infer<typeof NavGroupSchema>;

export const NavItemSchema = z.union([NavLinkSchema, NavGroupSchema]);
export type NavItem = z.infer<typeof NavItemSchema>;

export const SubcategorySchema = z
  .object({ title: z.string().min(1), items: z.array(NavItemSchema).default([]) })
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
