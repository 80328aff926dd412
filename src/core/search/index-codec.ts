import { SearchIndexHeaderSchema, type IndexSection, type SearchIndexHeader } from '../../schemas/search.ts';
import { SearchError } from './search-error.ts';
import { FACET_COLUMNS, type FacetColumn, type SearchIndex } from './search-index.ts';
import { columnChunks, columnOffsets, utf8Column, type StringColumn } from './string-column.ts';

// "PORTICOS" then the header length: enough to tell the file from anything else at a glance.
const MAGIC = [0x50, 0x4f, 0x52, 0x54, 0x49, 0x43, 0x4f, 0x53];
const ALIGN = 8;
const STRING_COLUMNS = ['pageUrl', 'pageHeader', 'objectID', 'headingID', 'heading', 'text'] as const;
const NUMBER_COLUMNS = [
  'recordPage',
  'position',
  'depth',
  'groupRank',
  'documentRankInGroup',
  'textLength',
  'headingTokens',
  'titleTokens',
  'termStart',
  'postingRecord',
  'postingInfo',
] as const;

type Typed = Uint8Array | Uint16Array | Uint32Array;
const TYPES = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array } as const;
const typeOf = (array: Typed): IndexSection['type'] =>
  array instanceof Uint32Array ? 'u32' : array instanceof Uint16Array ? 'u16' : 'u8';

function fail(message: string): never {
  throw new SearchError('invalid_index', `Not a usable search index: ${message}`);
}

/** One array of the file: its bytes (in one or more parts) and its length in elements. */
interface Section {
  name: string;
  type: IndexSection['type'];
  length: number;
  byteLength: number;
  parts: () => Iterable<Uint8Array>;
}

const bytesOf = (array: Typed) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

function arraySection(name: string, array: Typed): Section {
  return {
    name,
    type: typeOf(array),
    length: array.length,
    byteLength: array.byteLength,
    parts: () => [bytesOf(array)],
  };
}

/**
 * A serialised index as consecutive parts, and their total length: an 8-byte magic, the header
 * length, a JSON header (counts, facet values, the term dictionary, and where each array is),
 * then the typed arrays, each 8-byte aligned, little-endian as every platform Node runs on.
 * Strings are stored as UTF-8 and offsets; they are encoded while the parts are taken, a chunk
 * at a time, so the whole file never has to be in memory. A part is only valid until the next
 * one is taken (chunk buffers are reused).
 */
export function searchIndexParts(index: SearchIndex): {
  byteLength: number;
  parts: () => Generator<Uint8Array>;
} {
  const arrays: Section[] = [];
  for (const name of STRING_COLUMNS) {
    const column = index[name];
    const offsets = columnOffsets(column);
    const byteLength = offsets[column.length]!;
    arrays.push(
      {
        name: `${name}.bytes`,
        type: 'u8',
        length: byteLength,
        byteLength,
        parts: () => columnChunks(column, byteLength),
      },
      arraySection(`${name}.offsets`, offsets),
    );
  }
  for (const name of NUMBER_COLUMNS) arrays.push(arraySection(name, index[name]));
  for (const name of FACET_COLUMNS) arrays.push(arraySection(`facet.${name}`, index.facets[name].ids));
  arrays.push(
    arraySection('deletions.hashes', index.deletions.hashes),
    arraySection('deletions.terms', index.deletions.terms),
  );
  const sections: IndexSection[] = [];
  let offset = 0;
  for (const { name, type, length, byteLength } of arrays) {
    sections.push({ name, type, offset, length });
    offset += Math.ceil(byteLength / ALIGN) * ALIGN;
  }
  const header: SearchIndexHeader = {
    format: 'portico-search-index',
    version: 1,
    recordCount: index.recordCount,
    pageCount: index.pageCount,
    averageTextLength: index.averageTextLength,
    facets: Object.fromEntries(
      FACET_COLUMNS.map((name) => [name, [...index.facets[name].values]]),
    ) as SearchIndexHeader['facets'],
    terms: [...index.terms],
    sections,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = Math.ceil((MAGIC.length + 4 + json.length) / ALIGN) * ALIGN;
  const head = new Uint8Array(start);
  head.set(MAGIC);
  new DataView(head.buffer).setUint32(MAGIC.length, json.length, true);
  head.set(json, MAGIC.length + 4);
  const padding = new Uint8Array(ALIGN);
  return {
    byteLength: start + offset,
    *parts() {
      yield head;
      for (const array of arrays) {
        let written = 0;
        for (const part of array.parts()) {
          written += part.length;
          yield part;
        }
        if (written !== array.byteLength)
          throw new Error(`section ${array.name} changed while it was written`);
        const pad = Math.ceil(written / ALIGN) * ALIGN - written;
        if (pad > 0) yield padding.subarray(0, pad);
      }
    },
  };
}

/** Serialises an index into one buffer (see searchIndexParts for the layout). */
export function encodeSearchIndex(index: SearchIndex): Uint8Array {
  const { byteLength, parts } = searchIndexParts(index);
  const out = new Uint8Array(byteLength);
  let at = 0;
  for (const part of parts()) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function readHeader(bytes: Uint8Array): { header: SearchIndexHeader; start: number } {
  if (bytes.length < MAGIC.length + 4 || MAGIC.some((b, i) => bytes[i] !== b))
    fail('the file does not start with the index signature');
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  if (MAGIC.length + 4 + length > bytes.length) fail('the header is cut short');
  let json: unknown;
  try {
    json = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(
        bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length),
      ),
    );
  } catch {
    fail('the header is not valid JSON');
  }
  const parsed = SearchIndexHeaderSchema.safeParse(json);
  if (!parsed.success)
    fail(
      `the header does not match (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`,
    );
  return { header: parsed.data, start: Math.ceil((MAGIC.length + 4 + length) / ALIGN) * ALIGN };
}

function check(ok: boolean, message: string): void {
  if (!ok) fail(message);
}

function ascending(array: Typed, max: number): boolean {
  let previous = 0;
  for (let i = 0; i < array.length; i++) {
    if (array[i]! < previous) return false;
    previous = array[i]!;
  }
  return previous <= max;
}

function below(array: Typed, limit: number): boolean {
  for (let i = 0; i < array.length; i++) if (array[i]! >= limit) return false;
  return true;
}

/**
 * Loads a serialised index without copying its arrays (views onto `bytes`; copied once when
 * `bytes` is not 8-byte aligned) and without decoding its strings. Checks every count, range and
 * order a query relies on, so a damaged file fails here with SearchError('invalid_index')
 * rather than answering wrongly later.
 */
export function decodeSearchIndex(input: Uint8Array): SearchIndex {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) fail('big-endian platforms are not supported');
  const bytes = input.byteOffset % ALIGN === 0 ? input : input.slice();
  const { header, start } = readHeader(bytes);
  const arrays = new Map<string, Typed>();
  for (const section of header.sections) {
    const Type = TYPES[section.type];
    const at = start + section.offset;
    check(
      at % ALIGN === 0 && at + section.length * Type.BYTES_PER_ELEMENT <= bytes.length,
      `section ${section.name} lies outside the file`,
    );
    arrays.set(section.name, new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, section.length));
  }
  const get = <T extends Typed>(name: string, type: new (...args: never[]) => T, length?: number): T => {
    const array = arrays.get(name);
    if (!(array instanceof type)) fail(`section ${name} is missing or of the wrong type`);
    if (length !== undefined)
      check(array.length === length, `section ${name} has ${array.length} entries, not ${length}`);
    return array;
  };
  const { recordCount: n, pageCount, terms } = header;
  const strings = (name: string, count: number): StringColumn => {
    const data = get(`${name}.bytes`, Uint8Array);
    const offsets = get(`${name}.offsets`, Uint32Array, count + 1);
    check(offsets[0] === 0 && ascending(offsets, data.length), `the offsets of ${name} are out of order`);
    return utf8Column(data, offsets);
  };
  const facets = {} as Record<FacetColumn, { values: string[]; ids: Uint16Array }>;
  for (const name of FACET_COLUMNS) {
    const ids = get(`facet.${name}`, Uint16Array, n);
    check(below(ids, header.facets[name].length), `facet ${name} names an unknown value`);
    facets[name] = { values: header.facets[name], ids };
  }
  for (let t = 1; t < terms.length; t++)
    check(terms[t - 1]! < terms[t]!, 'the term dictionary is not sorted');
  const recordPage = get('recordPage', Uint32Array, n);
  check(below(recordPage, pageCount), 'a record names an unknown page');
  const postingRecord = get('postingRecord', Uint32Array);
  const termStart = get('termStart', Uint32Array, terms.length + 1);
  check(
    termStart[0] === 0 &&
      termStart[terms.length] === postingRecord.length &&
      ascending(termStart, postingRecord.length),
    'the postings offsets are out of order',
  );
  check(below(postingRecord, n), 'a posting names an unknown record');
  const hashes = get('deletions.hashes', Uint32Array);
  const deletionTerms = get('deletions.terms', Uint32Array, hashes.length);
  check(ascending(hashes, 0xffffffff) && below(deletionTerms, terms.length), 'the typo lookup is damaged');
  return {
    recordCount: n,
    pageCount,
    recordPage,
    pageUrl: strings('pageUrl', pageCount),
    pageHeader: strings('pageHeader', pageCount),
    objectID: strings('objectID', n),
    headingID: strings('headingID', n),
    heading: strings('heading', n),
    text: strings('text', n),
    facets,
    position: get('position', Uint32Array, n),
    depth: get('depth', Uint8Array, n),
    groupRank: get('groupRank', Uint32Array, n),
    documentRankInGroup: get('documentRankInGroup', Uint32Array, n),
    textLength: get('textLength', Uint16Array, n),
    headingTokens: get('headingTokens', Uint8Array, n),
    titleTokens: get('titleTokens', Uint8Array, n),
    averageTextLength: header.averageTextLength,
    terms,
    termStart,
    postingRecord,
    postingInfo: get('postingInfo', Uint8Array, postingRecord.length),
    deletions: { hashes, terms: deletionTerms },
  };
}
