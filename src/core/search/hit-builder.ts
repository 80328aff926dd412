import {
  HIERARCHY_LEVELS,
  LANGUAGES_SEPARATOR,
  type HierarchyLevel,
  type HighlightResult,
  type SearchHit,
  type SearchType,
  type ServedRecord,
  type SnippetResult,
} from '../../schemas/search.ts';
import { headingTrail, recordLevel } from './heading-trail.ts';
import { highlight } from './highlight.ts';
import type { QueryMatcher } from './query-matcher.ts';
import type { SearchIndex } from './search-index.ts';
import { snippet, SNIPPET_WORDS } from './snippet.ts';

/**
 * Record r of an index as the API serves it (ServedRecord): DocSearch's hierarchy (product,
 * page title, heading), type and urls, the InstantSearch facets, and the portal's own fields.
 * `content` (the section's text) only with `withContent`: it is the largest field by far.
 */
export function servedRecord(index: SearchIndex, r: number, withContent = true): ServedRecord {
  const facet = (name: keyof SearchIndex['facets']) => index.facets[name].values[index.facets[name].ids[r]!]!;
  const page = index.recordPage[r]!;
  const path = index.pageUrl.get(page);
  const headingID = index.headingID.get(r);
  const productTitle = facet('productTitle');
  const title = index.pageHeader.get(page);
  const docType = facet('type') as SearchType;
  const platform = facet('platform') as ServedRecord['platform'];
  const productName = facet('productName');
  const lang = facet('languages').split(LANGUAGES_SEPARATOR)[0] ?? '';
  const hierarchy = Object.fromEntries(
    HIERARCHY_LEVELS.map((level) => [level, null]),
  ) as ServedRecord['hierarchy'];
  hierarchy.lvl0 = productTitle;
  hierarchy.lvl1 = title;
  for (const [level, heading] of headingTrail(index, r)) hierarchy[`lvl${level}` as HierarchyLevel] = heading;
  const text = withContent ? index.text.get(r) : undefined;
  return {
    objectID: index.objectID.get(r),
    url: headingID === '' ? path : `${path}#${headingID}`,
    url_without_anchor: path,
    anchor: headingID === '' ? null : headingID,
    type: `lvl${recordLevel(index, r)}` as ServedRecord['type'],
    hierarchy,
    ...(text === undefined ? {} : { content: text === '' ? null : text }),
    categories: { lvl0: productTitle, lvl1: `${productTitle} > ${title}` },
    _tags: [docType, platform, productName],
    headingID,
    productTitle,
    docType,
    platform,
    productName,
    access: facet('access'),
    position: index.position[r]!,
    groupRank: index.groupRank[r]!,
    documentRankInGroup: index.documentRankInGroup[r]!,
    ...versionFields(facet('package'), facet('version')),
    ...(lang === '' ? {} : { lang }),
  };
}

/** A record's package and docs version, when it was built with them (decision 0043). */
export function versionFields(pkg: string, version: string): Pick<ServedRecord, 'package' | 'version'> {
  return pkg === '' ? {} : { package: pkg, version };
}

/** What a query asks hits to carry. */
export interface HitOptions {
  /** Whether `content` is retrieved (named in attributesToRetrieve). */
  content: boolean;
  /** Attributes to highlight ('productTitle', 'hierarchy', 'hierarchy.lvlN', 'content'). */
  highlight: ReadonlySet<string>;
  /** Attribute → words of its snippet. */
  snippet: ReadonlyMap<string, number>;
  pre: string;
  post: string;
  ellipsis: string;
  /** HTML-escape the values (escapesHtml of highlight.ts). */
  escape: boolean;
  /**
   * Highlights already made in this query, by value: a product and a page title repeat across
   * the hits (and lvl0 is the productTitle), so each is marked once. Shared, never mutated.
   */
  highlighted: Map<string, HighlightResult>;
}

/** 'attribute' or 'attribute:N' entries of attributesToSnippet (unknown attributes are skipped, as Algolia does). */
export function snippetAttributes(entries: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of entries) {
    const [name = '', words] = entry.split(':').map((part) => part.trim());
    const count = Number(words);
    const size = Number.isInteger(count) && count > 0 ? Math.min(count, 200) : SNIPPET_WORDS;
    if (name === '*') for (const attribute of SNIPPETABLE) out.set(attribute, size);
    else if (name === 'hierarchy') for (const level of HIERARCHY_LEVELS) out.set(`hierarchy.${level}`, size);
    else if (SNIPPETABLE.includes(name)) out.set(name, size);
  }
  return out;
}

const SNIPPETABLE = ['productTitle', 'content', ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`)];

/** The value of a snippetable or highlightable attribute, null when the record has none. */
function valueOf(record: ServedRecord, text: () => string, attribute: string): string | null {
  if (attribute === 'productTitle') return record.productTitle;
  if (attribute === 'content') {
    const value = text();
    return value === '' ? null : value;
  }
  return record.hierarchy[attribute.slice('hierarchy.'.length) as HierarchyLevel] ?? null;
}

type Results<T> = { productTitle?: T; content?: T; hierarchy?: Partial<Record<HierarchyLevel, T>> };

function put<T>(into: Results<T>, attribute: string, value: T): void {
  if (attribute === 'productTitle' || attribute === 'content') into[attribute] = value;
  else (into.hierarchy ??= {})[attribute.slice('hierarchy.'.length) as HierarchyLevel] = value;
}

/** Which attributes to highlight, from attributesToHighlight (undefined: productTitle and the hierarchy). */
export function highlightAttributes(names: readonly string[] | undefined): Set<string> {
  const hierarchy = HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`);
  if (names === undefined) return new Set(['productTitle', ...hierarchy]);
  const out = new Set<string>();
  for (const name of names) {
    if (name === '*') for (const attribute of SNIPPETABLE) out.add(attribute);
    else if (name === 'hierarchy') for (const attribute of hierarchy) out.add(attribute);
    else if (SNIPPETABLE.includes(name)) out.add(name);
  }
  return out;
}

/** A hit for record r: the served record, its highlights and its snippets. */
export function buildHit(
  index: SearchIndex,
  r: number,
  matcher: QueryMatcher,
  options: HitOptions,
): SearchHit {
  const record = servedRecord(index, r, options.content);
  let text: string | undefined;
  const textOf = () => (text ??= index.text.get(r));
  const highlights: Results<HighlightResult> = {};
  for (const attribute of options.highlight) {
    const value = valueOf(record, textOf, attribute);
    if (value === null) continue;
    let result = attribute === 'content' ? undefined : options.highlighted.get(value);
    if (result === undefined) {
      result = highlight(value, matcher, options.pre, options.post, options.escape);
      if (attribute !== 'content') options.highlighted.set(value, result);
    }
    put(highlights, attribute, result);
  }
  const snippets: Results<SnippetResult> = {};
  for (const [attribute, words] of options.snippet) {
    const value = valueOf(record, textOf, attribute);
    if (value === null) continue;
    const { pre, post, ellipsis, escape } = options;
    put(snippets, attribute, snippet(value, matcher, { words, ellipsis, pre, post, escape }));
  }
  return {
    ...record,
    _highlightResult: highlights,
    ...(Object.keys(snippets).length > 0 ? { _snippetResult: snippets } : {}),
  };
}
