import { z } from 'zod';

/** Document types of the search (spec §2.1): Guides, REST API and Changelog, under 'DEVELOPER'. */
export const SearchTypeSchema = z.enum(['guide', 'rest', 'changelog', 'blog']);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** Platforms of the search (spec §2.1 `platform` parameter). */
export const SearchPlatformSchema = z.enum(['cloud', 'server', 'platform']);
export type SearchPlatform = z.infer<typeof SearchPlatformSchema>;

/** Who may read a record and how it ranks: the same fields in stored and served records. */
const RECORD_SCOPE_AND_RANK = {
  platform: SearchPlatformSchema,
  productName: z.string(),
  /** The privilege a reader needs; 'NONE' is public (spec §6). */
  access: z.string().min(1),
  position: z.number().int().nonnegative(),
  groupRank: z.number().int().nonnegative(),
  documentRankInGroup: z.number().int().nonnegative(),
  /**
   * The package's name and the docs version of the page (decision 0043): 'latest', or an older
   * version's name. Absent in records made without a package (tests, old index files).
   */
  package: z.string().optional(),
  version: z.string().optional(),
};

/** The `version` of records of a package's latest docs (decision 0043). */
export const LATEST_DOCS_VERSION = 'latest';

/**
 * One section as the content build hands it to the index builder (what the index stores). The
 * search API serves it in another shape, ServedRecord below (DocSearch's fields; `type` there is
 * DocSearch's, this record's `type` becomes `docType`). The
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
    /**
     * The heading's level (2 for an h2…), so the API can fill DocSearch's hierarchy from the
     * headings above it; absent for the text before the first heading (and read as 2 for a
     * heading record without it).
     */
    depth: z.number().int().min(1).max(6).optional(),
    /** Human name of the product (the package's humanName). */
    productTitle: z.string(),
    content: z.object({ header: z.string(), heading: z.string() }).strict(),
    /** Plain text of the section. */
    text: z.string(),
    type: SearchTypeSchema,
    ...RECORD_SCOPE_AND_RANK,
    /**
     * Translated content (decision 0042): the record's content language first, then every other
     * language it answers in (a default-language page's, for the languages it has no translation
     * in). Absent on a site without content locales.
     */
    languages: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict();
export type SearchRecord = z.infer<typeof SearchRecordSchema>;

/** DocSearch's record kinds: a record for a heading of level N, or for text under one. */
export const DocSearchTypeSchema = z.enum([
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
]);
export type DocSearchType = z.infer<typeof DocSearchTypeSchema>;

/** DocSearch's hierarchy levels, lvl0 (product) to lvl6 (deepest heading). */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

const levels = <T extends z.ZodType>(item: T) =>
  Object.fromEntries(HIERARCHY_LEVELS.map((level) => [level, item])) as Record<HierarchyLevel, T>;

/**
 * A record as the search API serves it and Algolia stores it (ADR 0038): DocSearch's shape
 * (`hierarchy`, `type`, `url`, `url_without_anchor`, `anchor`, `content`), InstantSearch's
 * facets (`categories` for a hierarchical menu, `_tags`), and the portal's own fields of spec
 * §3. The portal's document type is `docType`, because DocSearch owns `type`. Made from the
 * index (`servedRecords`, the hit builder), never by hand.
 */
export const ServedRecordSchema = z
  .object({
    objectID: z.string().min(1),
    /** The section: the page's route plus `#anchor`; the HTTP API makes it absolute. */
    url: z.string().min(1),
    /** The page's route ('/…/'); absolute from the HTTP API. */
    url_without_anchor: z.string().min(1),
    /** The heading's element id; null for the text before the first heading. */
    anchor: z.string().nullable(),
    /** 'lvl1' for a page's opening text (its title), 'lvlN' for a section under an hN (N ≥ 2). */
    type: DocSearchTypeSchema,
    hierarchy: z.object(levels(z.string().nullable())).strict(),
    /** Plain text of the section (null when it has none); not retrieved unless asked for. */
    content: z.string().nullable().optional(),
    /** InstantSearch hierarchical facet: product, then 'product > page title'. */
    categories: z.object({ lvl0: z.string(), lvl1: z.string() }).strict(),
    /** Algolia tags (tagFilters): the document type, platform and product name. */
    _tags: z.array(z.string()),
    headingID: z.string(),
    productTitle: z.string(),
    docType: SearchTypeSchema,
    ...RECORD_SCOPE_AND_RANK,
    /** The section's content language, on a site with content locales (decision 0042). */
    lang: z.string().optional(),
  })
  .strict();
export type ServedRecord = z.infer<typeof ServedRecordSchema>;

/** String attributes that can be faceted (`facets`, facetFilters, searchForFacetValues) and filtered. */
export const FACET_ATTRIBUTES = [
  'docType',
  'platform',
  'productName',
  'productTitle',
  'access',
  'type',
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'categories.lvl0',
  'categories.lvl1',
  '_tags',
  'package',
  'version',
  // A record's content language, and the languages it answers in (decision 0042).
  'lang',
  'languages',
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Numeric attributes: numericFilters, and `facets_stats` when asked for as facets. */
export const NUMERIC_ATTRIBUTES = ['position', 'groupRank', 'documentRankInGroup'] as const;
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

/** Record attributes that filters may name (spec §5): the facets, plus the page and the record. */
export const FILTERABLE_ATTRIBUTES = [...FACET_ATTRIBUTES, 'url_without_anchor', 'objectID'] as const;
export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** Spec §9: at most 50 pages of results; Algolia's own hitsPerPage ceiling is 1,000. */
export const SEARCH_LIMITS = {
  maxPages: 50,
  maxHitsPerPage: 1000,
  defaultHitsPerPage: 20,
  /** Algolia's default and ceiling of maxValuesPerFacet, and of maxFacetHits. */
  defaultValuesPerFacet: 100,
  maxValuesPerFacet: 1000,
  defaultFacetHits: 10,
  maxFacetHits: 100,
} as const;

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
// facetFilters, numericFilters and tagFilters: a string (one filter, or a JSON array as the
// `params` string form sends it), or an array of strings and arrays of strings (OR inside).
const wireFilterList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (!value.trim().startsWith('[')) return value.trim() === '' ? [] : [value];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.array(z.union([z.string(), z.array(z.string())])),
);

/**
 * The search parameters the engine implements: Algolia's names and meanings (ADR 0038 lists
 * them). The object is strict: a parameter the engine does not know is refused, never ignored.
 */
export const SearchParamsSchema = z
  .object({
    query: z.string().default(''),
    /** Algolia filter syntax subset: attribute:value, quoted values, AND, OR, NOT, parentheses. */
    filters: z.string().default(''),
    facetFilters: wireFilterList.optional(),
    numericFilters: wireFilterList.optional(),
    tagFilters: wireFilterList.optional(),
    /** Attributes to count values of (FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES or '*'). */
    facets: wireList.optional(),
    maxValuesPerFacet: wireInt
      .pipe(z.number().min(1).max(SEARCH_LIMITS.maxValuesPerFacet))
      .default(SEARCH_LIMITS.defaultValuesPerFacet),
    sortFacetValuesBy: z.enum(['count', 'alpha']).default('count'),
    /** Zero-based on the wire (the portal's page minus 1). */
    page: wireInt.pipe(z.number().min(0)).default(0),
    hitsPerPage: wireInt
      .pipe(z.number().min(0).max(SEARCH_LIMITS.maxHitsPerPage))
      .default(SEARCH_LIMITS.defaultHitsPerPage),
    /** Undefined: every attribute but `content` (the index's default, ADR 0038). */
    attributesToRetrieve: wireList.optional(),
    /** Undefined: productTitle and the hierarchy. */
    attributesToHighlight: wireList.optional(),
    /** 'attribute:words'. */
    attributesToSnippet: wireList.default(['content:20']),
    snippetEllipsisText: z.string().default('…'),
    highlightPreTag: z.string().default('<mark>'),
    highlightPostTag: z.string().default('</mark>'),
    /** Group by page: at most N hits per url (Algolia's distinct, attributeForDistinct the page). */
    distinct: z.union([wireBoolean, wireInt]).default(true),
    typoTolerance: wireBoolean.default(true),
    clickAnalytics: wireBoolean.default(false),
    // Accepted without effect on the answer (ADR 0038): nothing is computed per query for them.
    analytics: wireBoolean.optional(),
    userToken: z.string().optional(),
    analyticsTags: wireList.optional(),
    enablePersonalization: wireBoolean.optional(),
    enableABTest: wireBoolean.optional(),
    percentileComputation: wireBoolean.optional(),
    /** searchForFacetValues only. */
    facetQuery: z.string().optional(),
    maxFacetHits: wireInt.pipe(z.number().min(1).max(SEARCH_LIMITS.maxFacetHits)).optional(),
  })
  .strict();
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

/** Highlights or snippets of a hit, for the attributes asked for that have a value. */
const attributeResults = <T extends z.ZodType>(item: T) =>
  z.object({
    productTitle: item.optional(),
    hierarchy: z.object(levels(item.optional())).optional(),
    content: item.optional(),
  });

/**
 * A hit: the served record (without `content` unless asked for), Algolia's `_highlightResult` /
 * `_snippetResult`, and with clickAnalytics the absolute 1-based `__position` and `__queryID`
 * that click events send back.
 */
export const SearchHitSchema = ServedRecordSchema.extend({
  _highlightResult: attributeResults(HighlightResultSchema),
  _snippetResult: attributeResults(SnippetResultSchema).optional(),
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
  /** Value counts of the asked-for facets, over the records the query and filters keep. */
  facets: z.record(z.string(), z.record(z.string(), z.number().int().nonnegative())).optional(),
  facets_stats: z
    .record(z.string(), z.object({ min: z.number(), max: z.number(), avg: z.number(), sum: z.number() }))
    .optional(),
  exhaustiveFacetsCount: z.boolean().optional(),
  timing: SearchTimingSchema,
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** One value of Algolia's searchForFacetValues answer. */
export const FacetHitSchema = z.object({
  value: z.string(),
  highlighted: z.string(),
  count: z.number().int().nonnegative(),
});
export type FacetHit = z.infer<typeof FacetHitSchema>;

/** Algolia's searchForFacetValues answer. */
export const FacetHitsResponseSchema = z.object({
  facetHits: z.array(FacetHitSchema),
  exhaustiveFacetsCount: z.boolean(),
  processingTimeMS: z.number().int().nonnegative(),
});
export type FacetHitsResponse = z.infer<typeof FacetHitsResponseSchema>;

/** Attributes the index stores as a small dictionary of values and one value id per record. */
export const SEARCH_FACET_COLUMNS = [
  'type',
  'platform',
  'productName',
  'access',
  'productTitle',
  'package',
  'version',
  // The record's `languages` joined with LANGUAGES_SEPARATOR ('' without content locales).
  'languages',
] as const;

/** Joins a record's languages in the index's `languages` column: no BCP 47 tag holds it. */
export const LANGUAGES_SEPARATOR = ' ';

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
