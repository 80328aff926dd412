import { z } from 'zod';

/** Document types of the search (spec §2.1): Guides, REST API and Changelog, under 'DEVELOPER'. */
export const SearchTypeSchema = z.enum(['guide', 'rest', 'changelog']);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** Platforms of the search (spec §2.1 `platform` parameter). */
export const SearchPlatformSchema = z.enum(['cloud', 'server', 'platform']);
export type SearchPlatform = z.infer<typeof SearchPlatformSchema>;

/**
 * One search record: a heading section of a page (spec §3 "Search record"). The
 * ranking fields are static signals set by the content build: `position` is the section's order
 * in its page (0 is the text before the first heading, or the first heading), `groupRank` the
 * order of the page's product in the site and `documentRankInGroup` the page's order inside its
 * product. Lower is better for all three; they only break ties between equally relevant hits.
 */
export const SearchRecordSchema = z
  .object({
    /** Unique in the index: the url and the heading id, `'<url>#<headingID>'`. */
    objectID: z.string().min(1),
    /** Route of the page ('/…/'). */
    url: z.string().startsWith('/'),
    /** Element id of the heading; '' for the text before the first heading. */
    headingID: z.string(),
    /** Human name of the product (the package's humanName). */
    productTitle: z.string(),
    content: z.object({ header: z.string(), heading: z.string() }).strict(),
    /** Plain text of the section. */
    text: z.string(),
    type: SearchTypeSchema,
    platform: SearchPlatformSchema,
    productName: z.string(),
    /** The privilege a reader needs; 'NONE' is public (spec §6). */
    access: z.string().min(1),
    position: z.number().int().nonnegative(),
    groupRank: z.number().int().nonnegative(),
    documentRankInGroup: z.number().int().nonnegative(),
  })
  .strict();
export type SearchRecord = z.infer<typeof SearchRecordSchema>;

/** Record attributes that filters may name (spec §5). */
export const FILTERABLE_ATTRIBUTES = [
  'platform',
  'productName',
  'type',
  'access',
  'url',
  'objectID',
] as const;
export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** Spec §9: at most 50 pages of results; Algolia's own hitsPerPage ceiling is 1,000. */
export const SEARCH_LIMITS = { maxPages: 50, maxHitsPerPage: 1000, defaultHitsPerPage: 20 } as const;

// The HTTP layer hands over query-string values as strings ('2', 'true'); JSON bodies carry numbers.
const wireInt = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().int(),
);
const wireBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);
// Algolia accepts a list as a JSON array or as one comma-separated string.
const wireList = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  if (!value.startsWith('[')) return value.split(',').filter((item) => item !== '');
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // left for z.array to refuse with a clear message
  }
}, z.array(z.string()));

/** The search parameters the engine understands: the Algolia subset the portal uses (spec §7). */
export const SearchParamsSchema = z.object({
  query: z.string().default(''),
  /** Algolia filter syntax subset: attribute:value, quoted values, AND, OR, NOT, parentheses. */
  filters: z.string().default(''),
  /** Zero-based on the wire (the portal's page minus 1). */
  page: wireInt.pipe(z.number().min(0)).default(0),
  hitsPerPage: wireInt
    .pipe(z.number().min(0).max(SEARCH_LIMITS.maxHitsPerPage))
    .default(SEARCH_LIMITS.defaultHitsPerPage),
  /** 'attribute:words'; only `text` can be snippeted. */
  attributesToSnippet: wireList.default(['text:20']),
  snippetEllipsisText: z.string().default('…'),
  highlightPreTag: z.string().default('<mark>'),
  highlightPostTag: z.string().default('</mark>'),
  /** Group by page: at most one hit per url (Algolia's distinct, with url as attributeForDistinct). */
  distinct: z.union([wireBoolean, wireInt]).default(true),
  typoTolerance: wireBoolean.default(true),
  clickAnalytics: wireBoolean.default(false),
  analytics: wireBoolean.optional(),
  userToken: z.string().optional(),
  analyticsTags: wireList.optional(),
});
export type SearchParams = z.infer<typeof SearchParamsSchema>;
export type SearchParamsInput = z.input<typeof SearchParamsSchema>;

/** Algolia's highlight of one attribute. */
export const HighlightResultSchema = z.object({
  value: z.string(),
  matchLevel: z.enum(['none', 'partial', 'full']),
  matchedWords: z.array(z.string()),
  fullyHighlighted: z.boolean().optional(),
});
export type HighlightResult = z.infer<typeof HighlightResultSchema>;

/** Algolia's snippet of one attribute. */
export const SnippetResultSchema = z.object({
  value: z.string(),
  matchLevel: z.enum(['none', 'partial', 'full']),
});
export type SnippetResult = z.infer<typeof SnippetResultSchema>;

/**
 * A hit: the record without its full text (the snippet stands for it), Algolia's
 * `_highlightResult`/`_snippetResult`, and with clickAnalytics the absolute 1-based
 * `__position` and `__queryID` that click events send back.
 */
export const SearchHitSchema = SearchRecordSchema.omit({ text: true }).extend({
  _highlightResult: z.object({
    productTitle: HighlightResultSchema,
    content: z.object({ header: HighlightResultSchema, heading: HighlightResultSchema }),
  }),
  /** Present when attributesToSnippet names `text` (the default, 'text:20'). */
  _snippetResult: z.object({ text: SnippetResultSchema }).optional(),
  __position: z.number().int().positive().optional(),
  __queryID: z.string().optional(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/**
 * The portal timing fields (spec §3 "timing"): the engine fills backendInternalMs (time spent
 * in the engine, sub-millisecond precision); the HTTP layer adds backendRequestMs.
 */
export const SearchTimingSchema = z.object({
  backendInternalMs: z.number().nonnegative(),
  backendRequestMs: z.number().nonnegative().optional(),
});
export type SearchTiming = z.infer<typeof SearchTimingSchema>;

/** A search response, wire-compatible with Algolia's single-index query answer. */
export const SearchResponseSchema = z.object({
  hits: z.array(SearchHitSchema),
  nbHits: z.number().int().nonnegative(),
  nbPages: z.number().int().nonnegative(),
  hitsPerPage: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  query: z.string(),
  params: z.string(),
  exhaustiveNbHits: z.boolean(),
  processingTimeMS: z.number().int().nonnegative(),
  /** Only with clickAnalytics, as Algolia does. */
  queryID: z.string().optional(),
  timing: SearchTimingSchema,
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** Attributes the index stores as a small dictionary of values and one value id per record. */
export const SEARCH_FACET_COLUMNS = ['type', 'platform', 'productName', 'access', 'productTitle'] as const;

/** A typed array of the serialised index: its element type, byte offset and element count. */
export const IndexSectionSchema = z
  .object({
    name: z.string(),
    type: z.enum(['u8', 'u16', 'u32']),
    offset: z.number().int().nonnegative(),
    length: z.number().int().nonnegative(),
  })
  .strict();
export type IndexSection = z.infer<typeof IndexSectionSchema>;

/** The JSON header of a serialised search index; the typed arrays follow it. */
export const SearchIndexHeaderSchema = z
  .object({
    format: z.literal('portico-search-index'),
    version: z.literal(1),
    recordCount: z.number().int().nonnegative(),
    pageCount: z.number().int().nonnegative(),
    averageTextLength: z.number().nonnegative(),
    facets: z
      .object(
        Object.fromEntries(SEARCH_FACET_COLUMNS.map((name) => [name, z.array(z.string())])) as Record<
          (typeof SEARCH_FACET_COLUMNS)[number],
          z.ZodArray<z.ZodString>
        >,
      )
      .strict(),
    terms: z.array(z.string()),
    sections: z.array(IndexSectionSchema),
  })
  .strict();
export type SearchIndexHeader = z.infer<typeof SearchIndexHeaderSchema>;
