import { z } from 'zod';
import { PrivilegeSchema, ProductKeySchema } from './common.ts';
import { StoredTextSchema } from './stored-text.ts';

/** Kinds of changelog entry, in the order the universal changelog's filter lists them. */
export const CHANGELOG_TYPES = [
  'added',
  'changed',
  'deprecated',
  'removed',
  'fixed',
  'announcement',
] as const;
export const ChangelogTypeSchema = z.enum(CHANGELOG_TYPES);
export type ChangelogType = z.infer<typeof ChangelogTypeSchema>;

/** The folder of a package, beside package.yaml, that holds its changelog entries. */
export const CHANGELOG_DIR = 'changelog';

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export const CalendarDateSchema = z.preprocess(
  // YAML reads an unquoted 2026-03-12 as a Date: take it back to its written form.
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z
    .string({ error: 'must be a date written YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, 'is not a calendar date'),
);

/** HTTP methods an entry may name (OpenAPI's operation keys). */
export const CHANGELOG_OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

/**
 * An API operation a deprecation or removal entry names (decision 0031 §6): the operation
 * `method` + `path` as the spec writes them, in the REST reference of `package` (default: the
 * entry's own package), `version` (default: the newest of that package's versions). The build
 * checks it against the REST model: an operation no reference has fails the build.
 */
export const ChangelogOperationRefSchema = z
  .object({
    package: z.string().min(1).optional(),
    version: z.number().int().min(1).optional(),
    method: z
      .string()
      .transform((method) => method.toLowerCase())
      .pipe(z.enum(CHANGELOG_OPERATION_METHODS, { error: 'must be an HTTP method (GET, POST…)' })),
    path: z.string().startsWith('/', 'must start with /'),
  })
  .strict();
export type ChangelogOperationRef = z.infer<typeof ChangelogOperationRefSchema>;

/**
 * Front matter of one changelog entry: a markdown file in a package's changelog folder. apiGroups
 * must be among the package's `docs.changelog.apiGroups` unless those are `universal` (checked by
 * the content rules, which know the package).
 */
export const ChangelogEntryFrontMatterSchema = z
  .object({
    date: CalendarDateSchema,
    title: z.string().trim().min(1, 'must not be empty'),
    type: ChangelogTypeSchema,
    apiGroups: z.array(z.string().min(1)).min(1, 'needs at least 1 API group'),
    products: z.array(ProductKeySchema).default([]),
    breaking: z.boolean().default(false),
    /** When a deprecated or removed feature stops working. */
    removalDate: CalendarDateSchema.optional(),
    /** Operations the deprecation or removal is about: linked from the entry, bannered back. */
    operations: z.array(ChangelogOperationRefSchema).min(1, 'needs at least 1 operation').optional(),
  })
  .strict()
  .refine((entry) => entry.removalDate === undefined || entry.removalDate >= entry.date, {
    message: 'removalDate must not be before date',
    path: ['removalDate'],
  })
  .refine(
    (entry) => entry.operations === undefined || entry.type === 'deprecated' || entry.type === 'removed',
    { message: 'only deprecated and removed entries name operations', path: ['operations'] },
  );
export type ChangelogEntryFrontMatter = z.infer<typeof ChangelogEntryFrontMatterSchema>;

/**
 * A changelog entry as the build stores it in the manifest: its front matter, where it came from,
 * who may read it (its package changelog's privilege), and its body as stored HTML.
 */
export const ChangelogEntrySchema = z
  .object({
    /** Unique across the site: `<package>-<file name without .md>`; also the entry's anchor id. */
    id: z.string().min(1),
    packageName: z.string(),
    date: z.string(),
    title: z.string(),
    type: ChangelogTypeSchema,
    apiGroups: z.array(z.string()),
    products: z.array(ProductKeySchema),
    breaking: z.boolean(),
    removalDate: z.string().optional(),
    privilege: PrivilegeSchema,
    /** The package changelog page that lists it, with the entry's anchor. */
    url: z.string().startsWith('/'),
    html: StoredTextSchema,
    sourceFile: z.string(),
  })
  .strict();
export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;
