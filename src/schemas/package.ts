import { z } from 'zod';
import { AccessSchema, ProductKeySchema } from './common.ts';

/** File names a REST source may have (spec §5): swagger.json, swagger.yaml or swagger.yml. */
export const REST_SOURCE_FILE = /(^|\/)swagger\.(json|ya?ml)$/;
/** A changelog narrative path (spec §5). */
export const NARRATIVE_PATH = /\.snippet\.md$/;

const RelativePathSchema = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), {
    message: 'must be a path inside the package, without a leading slash or ..',
  });

const RestSourceFileSchema = RelativePathSchema.refine((p) => REST_SOURCE_FILE.test(p), {
  message: 'must be named swagger.json, swagger.yaml or swagger.yml',
});

/** Connect scopes schemas a REST source may declare (spec §3). */
export const ConnectScopesSchema = z.enum(['confluence', 'jira', 'jiraServiceDesk', 'jiraSoftware']);
export type ConnectScopes = z.infer<typeof ConnectScopesSchema>;

/**
 * The OpenAPI validation rules a REST source may set (decision 0030): Redocly rule ids. By default
 * the first three are errors and `path-parameters-defined` a warning.
 */
export const REST_LINT_RULES = [
  'struct',
  'no-unresolved-refs',
  'operation-operationId-unique',
  'path-parameters-defined',
] as const;
export type RestLintRule = (typeof REST_LINT_RULES)[number];

/** A rule's severity: `error` fails the build, `warn` is reported, `off` is not checked. */
export const RestLintSeveritySchema = z.enum(['error', 'warn', 'off']);
export type RestLintSeverity = z.infer<typeof RestLintSeveritySchema>;

/**
 * Severities that replace the defaults for some rules, as a docs team does for a vendor spec it
 * cannot edit (decision 0030). Unknown rule ids are an error, so a typo never silently lowers nothing.
 */
export const RestLintSchema = z
  .object(
    Object.fromEntries(REST_LINT_RULES.map((rule) => [rule, RestLintSeveritySchema.optional()])) as Record<
      RestLintRule,
      z.ZodOptional<typeof RestLintSeveritySchema>
    >,
  )
  .strict();
export type RestLint = z.infer<typeof RestLintSchema>;

/** REST reference source: one srcFile, or versioned srcFiles (spec §3, §5). */
export const RestSourceSchema = z
  .object({
    srcFile: RestSourceFileSchema.optional(),
    srcFiles: z
      .array(
        z
          .object({
            version: z
              .number({ error: 'must be an integer of at least 1' })
              .int('must be an integer of at least 1')
              .min(1, 'must be an integer of at least 1'),
            srcFile: RestSourceFileSchema,
            /** Rule severities for this version's spec, over the block's `lint`. */
            lint: RestLintSchema.optional(),
          })
          .strict(),
      )
      .min(1)
      .optional(),
    experimental: z.boolean().default(false),
    postman: z.boolean().default(false),
    connectScopes: ConnectScopesSchema.optional(),
    /** Rule severities for every spec of the source (decision 0030). */
    lint: RestLintSchema.optional(),
    /** Who may read the reference's pages: the same `access.privilege` a page's front matter has. */
    access: AccessSchema.optional(),
  })
  .strict()
  .refine((rest) => (rest.srcFile === undefined) !== (rest.srcFiles === undefined), {
    message: 'set exactly one of srcFile or srcFiles',
  });
export type RestSource = z.infer<typeof RestSourceSchema>;

/** Changelog source: API groups (or 'universal') and a narrative snippet (spec §3). */
export const ChangelogSourceSchema = z
  .object({
    apiGroups: z.union([z.literal('universal'), z.array(z.string().min(1)).min(1)]),
    narrative: RelativePathSchema.refine((p) => NARRATIVE_PATH.test(p), {
      message: 'must end with .snippet.md',
    }),
  })
  .strict();
export type ChangelogSource = z.infer<typeof ChangelogSourceSchema>;

/** GraphQL source: a schema file inside the package. */
export const GraphqlSourceSchema = z.object({ schemaFile: RelativePathSchema }).strict();

/**
 * How the package's MDX is read (decision 0035): `markdownAsMdx` parses `.md` pages as MDX too
 * (Docusaurus' default); `unknownComponents: warn` renders an unknown component or a non-literal
 * expression as a visible fallback box with a build warning, instead of failing the build.
 */
export const MdxSettingsSchema = z
  .object({
    markdownAsMdx: z.boolean().default(false),
    unknownComponents: z.enum(['error', 'warn']).default('error'),
  })
  .strict();
export type MdxSettings = z.infer<typeof MdxSettingsSchema>;

/**
 * An older version of a package's docs (decision 0039): its own content folder and navigation,
 * published under `<publishPath><path>/`. The package's own `contentDir` is the latest version.
 */
export const DocsVersionSchema = z
  .object({
    /** Stable name, carried by search records and the switcher, e.g. '4.x'. */
    name: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, dots, hyphens')
      // Search records of the latest version carry 'latest' (decision 0043).
      .refine((name) => name !== 'latest', "'latest' names the package's own contentDir"),
    /** Shown in the switcher and the old-version banner; defaults to `name`. */
    label: z.string().min(1).optional(),
    /** Folder of this version's pages, relative to the package folder. */
    contentDir: RelativePathSchema,
    /** One path segment placed after the publish path, e.g. 'v4'. */
    path: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be one lower-case path segment'),
    /** Hand-written navigation file for this version, relative to the package; absent: generated. */
    navigation: RelativePathSchema.optional(),
  })
  .strict();
export type DocsVersion = z.infer<typeof DocsVersionSchema>;

/** The docs definition of a package file (spec §3 "Docs definition"). */
export const DocsDefinitionSchema = z
  .object({
    /** Folder of markdown pages, relative to the package folder. */
    contentDir: RelativePathSchema,
    /** Site path the package publishes under, e.g. /cloud/jira/platform/. */
    publishPath: z
      .string()
      .regex(/^\/([a-z0-9._-]+\/)*$/, "must be a site path that starts and ends with '/'"),
    /** Path of the package in its source repository, for edit links. */
    srcPath: z.string().default(''),
    /**
     * How page routes follow from files: `portico` (the path, or an absolute front matter `slug`)
     * or `docusaurus` (Docusaurus' rules for `id`, relative `slug`, number prefixes and category
     * indexes), for packages imported from a Docusaurus site.
     */
    routing: z.enum(['portico', 'docusaurus']).default('portico'),
    mainBranch: z.string().default('main'),
    humanName: z.string().min(1),
    platform: z.enum(['cloud', 'server', 'platform']),
    product: ProductKeySchema.optional(),
    /** Product name used by search filters, e.g. 'Jira Cloud platform'. */
    productName: z.string().min(1).optional(),
    rest: RestSourceSchema.optional(),
    graphql: GraphqlSourceSchema.optional(),
    changelog: ChangelogSourceSchema.optional(),
    mdx: MdxSettingsSchema.optional(),
    /** Older versions, newest first (decision 0039); the package's `contentDir` is the latest. */
    versions: z
      .array(DocsVersionSchema)
      .refine((v) => new Set(v.map((x) => x.name)).size === v.length, 'version names must not repeat')
      .refine((v) => new Set(v.map((x) => x.path)).size === v.length, 'version paths must not repeat')
      .default([]),
    /** The latest version's label in the switcher. */
    versionLabel: z.string().min(1).default('Latest'),
  })
  .strict();
export type DocsDefinition = z.infer<typeof DocsDefinitionSchema>;

/** A package file: `package.yaml` in a package folder. */
export const PackageFileSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and hyphens'),
    docs: DocsDefinitionSchema,
  })
  .strict();
export type PackageFile = z.infer<typeof PackageFileSchema>;

/** Content set file: `content-set.yaml` in a package folder (spec §3 "Content set"). */
export const ContentSetSchema = z
  .object({
    index: z.array(z.enum(['apis', 'guides', 'sdk'])).default(['guides']),
    cmsPages: z
      .array(z.object({ url: z.string().startsWith('/'), entryId: z.string().min(1) }).strict())
      .default([]),
    configuration: z
      .object({ headerType: z.enum(['global', 'product']).default('product') })
      .strict()
      .default({ headerType: 'product' }),
  })
  .strict();
export type ContentSet = z.infer<typeof ContentSetSchema>;
