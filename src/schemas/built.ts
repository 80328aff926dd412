import { z } from 'zod';
import { BuiltBrandingSchema } from './branding.ts';
import { BannerEntrySchema } from './banner.ts';
import { PrivilegeSchema } from './common.ts';
import { GlobalLinksSchema } from './global-links.ts';
import { HomePageSchema, LandingPageSchema } from './landing.ts';
import { NavigationSchema } from './navigation.ts';
import { SiteConfigSchema } from './site.ts';
import { StoredTextSchema } from './stored-text.ts';
import { ChangelogEntrySchema } from './changelog.ts';

export { MessageSlotSchema, StoredTextSchema, type MessageSlot, type StoredText } from './stored-text.ts';

/**
 * The content build's folder (see resolveBuildDir in src/core/content/compile/build-dir.node.ts):
 * the manifest, one page file per route in the pages folder (RouteEntry.file), and the search
 * index. The build writes these names and the server reads them.
 */
/** File name of the manifest inside the build folder. */
export const MANIFEST_FILE = 'manifest.json';
/** Folder of page files inside the build folder. */
export const PAGES_DIR = 'pages';
/** The search index file inside the build folder (src/core/search, written by the content build). */
export const SEARCH_INDEX_FILE = 'search-index.bin';

/** Folder of published content files (images, downloads) inside the build folder (decision 0034). */
export const CONTENT_FILES_DIR = 'files';

/** A published content file: its file in CONTENT_FILES_DIR, its type, and who may read it. */
export const ContentFileSchema = z
  .object({
    file: z.string(),
    contentType: z.string(),
    /** The privileges of the pages that reference it: a reader of any of them may read it. */
    privileges: z.array(PrivilegeSchema).min(1),
  })
  .strict();
export type ContentFile = z.infer<typeof ContentFileSchema>;

/** One entry of the on-this-page list: a level-2 heading. */
export const TocEntrySchema = z.object({ id: z.string(), text: z.string() }).strict();
export type TocEntry = z.infer<typeof TocEntrySchema>;

/** A heading section of a page, the unit of search indexing. */
export const PageSectionSchema = z
  .object({ headingId: z.string(), heading: z.string(), depth: z.number().int(), text: z.string() })
  .strict();
export type PageSection = z.infer<typeof PageSectionSchema>;

/** How a route was produced; later sources (REST, changelog) add their own kinds. */
export const PageKindSchema = z.enum(['markdown', 'rest-intro', 'rest-group', 'rest-versions', 'changelog']);
export type PageKind = z.infer<typeof PageKindSchema>;

/** An on-this-page entry as stored: its text may hold messages. */
export const StoredTocEntrySchema = z.object({ id: z.string(), text: StoredTextSchema }).strict();
export type StoredTocEntry = z.infer<typeof StoredTocEntrySchema>;

/** REST data folder inside the build folder: one on-demand JSON file per REST group page. */
export const REST_DATA_DIR = 'rest';

/** What a REST group page carries besides its HTML (decision 0030). */
export const RestPageExtrasSchema = z
  .object({
    /**
     * File name, inside REST_DATA_DIR, of the page's on-demand data (src/core/rest/reference-data.ts);
     * content-hashed, so it can be cached for ever. Absent when the page needs none.
     */
    referenceFile: z.string().optional(),
    /** Origins "Try it" may send requests to from this page; the page's CSP connect-src adds them. */
    connectOrigins: z.array(z.string()),
  })
  .strict();
export type RestPageExtras = z.infer<typeof RestPageExtrasSchema>;

/**
 * A page as its renderer made it, before it is stored: UI messages are still message marks
 * inside the strings (src/core/i18n/message-marks.ts).
 */
export const RenderedPageSchema = z
  .object({
    route: z.string().startsWith('/'),
    kind: PageKindSchema,
    title: z.string(),
    description: z.string(),
    html: z.string(),
    toc: z.array(TocEntrySchema),
    sections: z.array(PageSectionSchema),
    packageName: z.string(),
    privilege: PrivilegeSchema,
    hidden: z.boolean(),
    /** Source file relative to the content root, for messages and edit links. */
    sourceFile: z.string(),
    editUrl: z.string().optional(),
    rest: RestPageExtrasSchema.optional(),
  })
  .strict();
export type RenderedPage = z.infer<typeof RenderedPageSchema>;

/**
 * A built documentation page, stored one file per page in the content build. Title and
 * sections are plain text; the description, the on-this-page entries and the article HTML are
 * stored text whose messages the server fills per locale. The article HTML was sanitised by the
 * build and is final: rendered once into the page, never into island props.
 */
export const BuiltPageSchema = RenderedPageSchema.extend({
  description: StoredTextSchema,
  html: StoredTextSchema,
  toc: z.array(StoredTocEntrySchema),
}).strict();
export type BuiltPage = z.infer<typeof BuiltPageSchema>;

/** The routing entry of a page; the manifest holds these, not the pages themselves. */
export const RouteEntrySchema = z
  .object({
    route: z.string().startsWith('/'),
    kind: PageKindSchema,
    title: z.string(),
    packageName: z.string(),
    privilege: PrivilegeSchema,
    hidden: z.boolean(),
    /** Page file name inside the build's pages folder. */
    file: z.string(),
    /** The older version of its package the page belongs to (decision 0043); absent: the latest. */
    version: z.string().optional(),
    /** The page's name across its package's versions (decision 0043); only in versioned packages. */
    pageKey: z.string().optional(),
    /** A translation's content locale (decision 0042); absent for the default language. */
    lang: z.string().optional(),
  })
  .strict();
export type RouteEntry = z.infer<typeof RouteEntrySchema>;

/** An older version of a package as the portal sees it (decision 0043). */
export const BuiltVersionSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    /** `<publishPath><path>/`. */
    publishPath: z.string(),
    navigation: NavigationSchema.nullable(),
  })
  .strict();
export type BuiltVersion = z.infer<typeof BuiltVersionSchema>;

/** A package as the portal sees it at run time. */
export const PackageSummarySchema = z
  .object({
    name: z.string(),
    humanName: z.string(),
    publishPath: z.string(),
    platform: z.enum(['cloud', 'server', 'platform']),
    productName: z.string(),
    headerType: z.enum(['global', 'product']),
    navigation: NavigationSchema.nullable(),
    /** The latest version's label, when the package has older versions (decision 0043). */
    versionLabel: z.string().optional(),
    /** Older versions, newest first, each with its own navigation (decision 0043). */
    versions: z.array(BuiltVersionSchema).optional(),
    /** The navigation per content locale with translations in the package (decision 0042). */
    localeNavigation: z.record(z.string(), NavigationSchema).optional(),
  })
  .strict();
export type PackageSummary = z.infer<typeof PackageSummarySchema>;

/** A menu entry for a REST operation (spec §3 "Derived menu item"; src/core/rest/menu-items.ts). */
export const RestMenuItemSchema = z
  .object({
    itemId: z.string(),
    subItemId: z.string(),
    label: z.string(),
    method: z.string(),
    isDeprecated: z.boolean(),
    isExperimental: z.boolean(),
    isPreview: z.boolean(),
    basePath: z.string(),
  })
  .strict();
export type RestMenuItem = z.infer<typeof RestMenuItemSchema>;

/** One published REST reference (a spec, or one version of a versioned one), for navigation. */
export const RestReferenceSummarySchema = z
  .object({
    packageName: z.string(),
    /** `P rest/vN/` or `P rest/`. */
    basePath: z.string(),
    /** `srcFiles[].version`; absent for a single srcFile. */
    version: z.number().int().min(1).optional(),
    title: z.string(),
    introRoute: z.string(),
    groups: z.array(z.object({ itemId: z.string(), title: z.string(), route: z.string() }).strict()),
    menuItems: z.array(RestMenuItemSchema),
  })
  .strict();
export type RestReferenceSummary = z.infer<typeof RestReferenceSummarySchema>;

/** The content build's manifest: everything but page bodies, loaded once at server start. */
export const SiteManifestSchema = z
  .object({
    formatVersion: z.literal(1),
    builtAt: z.string(),
    /** Hash of the content root's files; a different hash means the build is stale. */
    contentHash: z.string(),
    site: SiteConfigSchema,
    globalLinks: GlobalLinksSchema,
    /** Announcement banner entries; messages are sanitised when served. */
    banners: z.array(BannerEntrySchema).default([]),
    /** The landings the content root has; each is optional (the site's choice). */
    landings: z
      .object({
        home: HomePageSchema.optional(),
        cloud: LandingPageSchema.optional(),
        server: LandingPageSchema.optional(),
      })
      .strict(),
    packages: z.array(PackageSummarySchema),
    routes: z.array(RouteEntrySchema),
    /** Redirects by normalised source path. */
    redirects: z.record(z.string(), z.string()),
    /** Warnings the build reported (e.g. broken links in foreign material built leniently). */
    warnings: z.array(z.string()),
    /** Every package's changelog entries, newest first (src/core/changelog). */
    changelog: z.array(ChangelogEntrySchema).default([]),
    /** Every published REST reference with its groups and derived menu items. */
    restReferences: z.array(RestReferenceSummarySchema).default([]),
    /** Published content files by `<hash>/<name>` (src/core/content/assets/asset-url.ts). */
    contentFiles: z.record(z.string(), ContentFileSchema).optional(),
    /** The site's logo (published URLs and sizes) and colours, when site.yaml brands it. */
    branding: BuiltBrandingSchema.optional(),
  })
  .strict();
export type SiteManifest = z.infer<typeof SiteManifestSchema>;
