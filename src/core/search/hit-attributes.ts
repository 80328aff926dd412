import type { SearchHit } from '../../schemas/search.ts';
import { SearchError } from './search-error.ts';

/**
 * Which parts of a hit an answer carries: Algolia's `attributesToRetrieve` and
 * `attributesToHighlight`. `undefined` means everything, as when Algolia gets no such parameter.
 */
export interface HitAttributes {
  retrieve: readonly string[] | undefined;
  highlight: readonly string[] | undefined;
}

/** A hit cut down to the asked-for attributes: objectID always stays (as in Algolia). */
export type ProjectedHit = Partial<SearchHit> & Pick<SearchHit, 'objectID'>;

/**
 * An attribute list as Algolia takes it: a JSON array of strings, or a string (comma-separated,
 * or a JSON array, as query-string and `params` forms send it). Absent is `undefined`.
 */
export function attributeList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim().startsWith('[') ? (JSON.parse(value) as unknown) : value.split(',');
    } catch {
      list = undefined;
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string'))
    throw new SearchError('invalid_params', `Invalid search parameter ${name}: expected a list of strings`);
  return list.map((item) => item.trim()).filter((item) => item !== '');
}

/** The projection parameters of a query's (raw) parameters; throws SearchError for bad lists. */
export function hitAttributesOf(params: Readonly<Record<string, unknown>>): HitAttributes {
  return {
    retrieve: attributeList(params['attributesToRetrieve'], 'attributesToRetrieve'),
    highlight: attributeList(params['attributesToHighlight'], 'attributesToHighlight'),
  };
}

/** Whether nothing is cut: both lists absent or `*` alone decides. */
export function retrievesEverything(attributes: HitAttributes): boolean {
  const all = (list: readonly string[] | undefined) =>
    list === undefined || (list.includes('*') && !list.some((name) => name.startsWith('-')));
  return all(attributes.retrieve) && all(attributes.highlight);
}

/**
 * Picks the named attributes of `source`: top-level names, or `parent.child` for one field of a
 * nested object. With `*`, everything except the `-name`d attributes. Unknown names are ignored.
 */
function pick(source: Readonly<Record<string, unknown>>, names: readonly string[]): Record<string, unknown> {
  if (names.includes('*')) {
    const excluded = new Set(names.filter((name) => name.startsWith('-')).map((name) => name.slice(1)));
    return Object.fromEntries(Object.entries(source).filter(([key]) => !excluded.has(key)));
  }
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    if (Object.hasOwn(source, name)) {
      picked[name] = source[name];
      continue;
    }
    const dot = name.indexOf('.');
    if (dot <= 0) continue;
    const [parent, child] = [name.slice(0, dot), name.slice(dot + 1)];
    const nested = source[parent];
    if (typeof nested !== 'object' || nested === null || !Object.hasOwn(nested, child)) continue;
    const into = picked[parent];
    // A whole parent named earlier already holds the field.
    if (into === nested) continue;
    picked[parent] = { ...(into as object | undefined), [child]: (nested as Record<string, unknown>)[child] };
  }
  return picked;
}

/**
 * Cuts a hit to `attributes`, as Algolia answers: record attributes by `retrieve` (objectID
 * always kept), `_highlightResult` by `highlight` (left out when none is asked for), and the
 * snippet and click metadata untouched (attributesToSnippet and clickAnalytics decide those).
 */
export function projectHit(hit: SearchHit, attributes: HitAttributes): ProjectedHit {
  const { _highlightResult, _snippetResult, __position, __queryID, ...record } = hit;
  const projected: Record<string, unknown> =
    attributes.retrieve === undefined
      ? record
      : { ...pick(record, attributes.retrieve), objectID: hit.objectID };
  const highlights =
    attributes.highlight === undefined ? _highlightResult : pick(_highlightResult, attributes.highlight);
  if (Object.keys(highlights).length > 0) projected['_highlightResult'] = highlights;
  if (_snippetResult !== undefined) projected['_snippetResult'] = _snippetResult;
  if (__position !== undefined) projected['__position'] = __position;
  if (__queryID !== undefined) projected['__queryID'] = __queryID;
  return projected as ProjectedHit;
}
