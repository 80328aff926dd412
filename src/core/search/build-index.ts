import { LANGUAGES_SEPARATOR, LATEST_DOCS_VERSION, type SearchRecord } from '../../schemas/search.ts';
import { buildDeletionIndex } from './deletion-index.ts';
import { IndexTerms } from './index-terms.ts';
import { SearchError } from './search-error.ts';
import {
  FACET_COLUMNS,
  FIELD,
  TF_SHIFT,
  type FacetColumn,
  type FacetData,
  type SearchIndex,
} from './search-index.ts';
import { arrayColumn } from './string-column.ts';

const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;

/**
 * Postings gathered in record order, as (term, info) pairs in fixed-size chunks: no copying as
 * it grows, and no record number per posting (the caller keeps where each record's start).
 */
class PostingBuffer {
  terms: Uint32Array[] = [];
  infos: Uint8Array[] = [];
  length = 0;

  push(term: number, info: number): void {
    const chunk = this.length >>> CHUNK_BITS;
    if (chunk === this.terms.length) {
      this.terms.push(new Uint32Array(CHUNK));
      this.infos.push(new Uint8Array(CHUNK));
    }
    const at = this.length & (CHUNK - 1);
    this.terms[chunk]![at] = term;
    this.infos[chunk]![at] = info;
    this.length++;
  }
}

function byStaticRank(a: SearchRecord, b: SearchRecord): number {
  return (
    a.groupRank - b.groupRank || a.documentRankInGroup - b.documentRankInGroup || a.position - b.position
  );
}

function facetData(
  records: readonly SearchRecord[],
  read: (record: SearchRecord) => string,
  name: string,
): FacetData {
  const ids = new Map<string, number>();
  const column = new Uint16Array(records.length);
  records.forEach((record, i) => {
    const value = read(record);
    let id = ids.get(value);
    if (id === undefined) {
      id = ids.size;
      if (id > 0xffff) throw new SearchError('invalid_index', `more than 65,536 distinct ${name} values`);
      ids.set(value, id);
    }
    column[i] = id;
  });
  return { values: [...ids.keys()], ids: column };
}

const FACET_READERS: Record<FacetColumn, (record: SearchRecord) => string> = {
  type: (r) => r.type,
  platform: (r) => r.platform,
  productName: (r) => r.productName,
  access: (r) => r.access,
  productTitle: (r) => r.productTitle,
  package: (r) => r.package ?? '',
  version: (r) => r.version ?? LATEST_DOCS_VERSION,
  languages: (r) => r.languages?.join(LANGUAGES_SEPARATOR) ?? '',
};

/**
 * Builds the index of a set of records (see SearchIndex): records in static rank order, a
 * sorted term dictionary, and per-term postings with field bits and text counts. `prepared` may
 * hold record texts tokenised ahead of time (see IndexTerms); the index is the same without.
 * Throws SearchError('invalid_index') on duplicate objectIDs.
 */
export function buildSearchIndex(
  input: readonly SearchRecord[],
  prepared: IndexTerms = new IndexTerms(),
): SearchIndex {
  const records = [...input].sort(byStaticRank);
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.objectID))
      throw new SearchError('invalid_index', `duplicate objectID '${record.objectID}'`);
    seen.add(record.objectID);
  }
  const n = records.length;
  const pageIds = new Map<string, number>();
  const pageHeaders: string[] = [];
  const recordPage = new Uint32Array(n);
  records.forEach((record, i) => {
    let page = pageIds.get(record.url);
    if (page === undefined) {
      page = pageIds.size;
      pageIds.set(record.url, page);
      pageHeaders.push(record.content.header);
    }
    recordPage[i] = page;
  });

  const termIds = prepared.ids;
  const distinctTerms = (text: string) => prepared.take(text).terms;
  // Per-record scratch, indexed by term id: stamp says whether the slot belongs to this record.
  let stamp = new Int32Array(1 << 16).fill(-1);
  let fields = new Uint8Array(1 << 16);
  let counts = new Uint16Array(1 << 16);
  const touched: number[] = [];
  const mark = (term: number, record: number, field: number) => {
    if (term >= stamp.length) {
      const size = Math.max(stamp.length * 2, term + 1);
      const s = new Int32Array(size).fill(-1);
      s.set(stamp);
      stamp = s;
      const f = new Uint8Array(size);
      f.set(fields);
      fields = f;
      const c = new Uint16Array(size);
      c.set(counts);
      counts = c;
    }
    if (stamp[term] !== record) {
      stamp[term] = record;
      fields[term] = 0;
      counts[term] = 0;
      touched.push(term);
    }
    fields[term]! |= field;
  };

  const titleTerms = new Map<number, Uint32Array>();
  const productTerms = new Map<string, Uint32Array>();
  const postings = new PostingBuffer();
  // Postings of record r: [recordStart[r], recordStart[r + 1]).
  const recordStart = new Uint32Array(n + 1);
  const textLength = new Uint16Array(n);
  const headingTokens = new Uint8Array(n);
  const titleTokens = new Uint8Array(n);
  let totalText = 0;
  records.forEach((record, r) => {
    touched.length = 0;
    const page = recordPage[r]!;
    let title = titleTerms.get(page);
    if (title === undefined) titleTerms.set(page, (title = distinctTerms(record.content.header)));
    let product = productTerms.get(record.productTitle);
    if (product === undefined)
      productTerms.set(record.productTitle, (product = distinctTerms(record.productTitle)));
    const heading = distinctTerms(record.content.heading);
    for (const term of title) mark(term, r, FIELD.title);
    for (const term of heading) mark(term, r, FIELD.heading);
    for (const term of product) mark(term, r, FIELD.product);
    const text = prepared.take(record.text);
    for (let i = 0; i < text.terms.length; i++) {
      const term = text.terms[i]!;
      mark(term, r, FIELD.text);
      counts[term] = text.counts[i]!;
    }
    const length = text.tokens;
    textLength[r] = Math.min(length, 0xffff);
    headingTokens[r] = Math.min(heading.length, 0xff);
    titleTokens[r] = Math.min(title.length, 0xff);
    totalText += length;
    for (const term of touched) postings.push(term, fields[term]! | (counts[term]! << TF_SHIFT));
    recordStart[r + 1] = postings.length;
  });

  // Renumber terms in sorted order, then lay postings out term by term (a counting sort keeps
  // each term's postings in record order). Only terms with postings make the dictionary: a text
  // prepared but never indexed leaves its terms in the table, not in the index.
  const termAt = (i: number) => postings.terms[i >>> CHUNK_BITS]![i & (CHUNK - 1)]!;
  const used = new Uint8Array(termIds.size);
  for (let i = 0; i < postings.length; i++) used[termAt(i)] = 1;
  const unsorted: string[] = [];
  const unsortedIds: number[] = [];
  for (const [token, id] of termIds) {
    if (used[id] === 0) continue;
    unsorted.push(token);
    unsortedIds.push(id);
  }
  const order = unsorted.map((_, i) => i).sort((a, b) => (unsorted[a]! < unsorted[b]! ? -1 : 1));
  const rank = new Uint32Array(termIds.size);
  order.forEach((index, sorted) => (rank[unsortedIds[index]!] = sorted));
  const termStart = new Uint32Array(order.length + 1);
  for (let i = 0; i < postings.length; i++) termStart[rank[termAt(i)]! + 1]!++;
  for (let t = 0; t < order.length; t++) termStart[t + 1]! += termStart[t]!;
  const cursor = termStart.slice(0, order.length);
  const postingRecord = new Uint32Array(postings.length);
  const postingInfo = new Uint8Array(postings.length);
  let record = 0;
  for (let i = 0; i < postings.length; i++) {
    while (recordStart[record + 1]! <= i) record++;
    const at = cursor[rank[termAt(i)]!]!++;
    postingRecord[at] = record;
    postingInfo[at] = postings.infos[i >>> CHUNK_BITS]![i & (CHUNK - 1)]!;
  }
  // The chunks go before the typo index is built.
  postings.terms.length = 0;
  postings.infos.length = 0;

  const facets = Object.fromEntries(
    FACET_COLUMNS.map((name) => [name, facetData(records, FACET_READERS[name], name)]),
  );
  const terms = order.map((index) => unsorted[index]!);
  return {
    recordCount: n,
    pageCount: pageIds.size,
    recordPage,
    pageUrl: arrayColumn([...pageIds.keys()]),
    pageHeader: arrayColumn(pageHeaders),
    objectID: arrayColumn(records.map((r) => r.objectID)),
    headingID: arrayColumn(records.map((r) => r.headingID)),
    heading: arrayColumn(records.map((r) => r.content.heading)),
    text: arrayColumn(records.map((r) => r.text)),
    facets: facets as Record<FacetColumn, FacetData>,
    position: Uint32Array.from(records, (r) => r.position),
    depth: Uint8Array.from(records, (r) => (r.headingID === '' ? 1 : (r.depth ?? 2))),
    groupRank: Uint32Array.from(records, (r) => r.groupRank),
    documentRankInGroup: Uint32Array.from(records, (r) => r.documentRankInGroup),
    textLength,
    headingTokens,
    titleTokens,
    averageTextLength: n === 0 ? 0 : totalText / n,
    terms,
    termStart,
    postingRecord,
    postingInfo,
    deletions: buildDeletionIndex(terms),
  };
}
