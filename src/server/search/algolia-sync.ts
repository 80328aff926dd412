import { createHash } from 'node:crypto';
import { algoliasearch, type IndexSettings } from 'algoliasearch';
import type { SearchRecord } from '../../schemas/search.ts';
import type { Logger } from '../log/logger.ts';

/**
 * How the Algolia index must be set up to answer like the embedded engine: the same searchable
 * fields, facets (access is filter-only: visitors' secured keys filter on it), static ranking,
 * highlight and snippet shapes the modal and /search/ read.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(content.header)',
    'unordered(content.heading)',
    'unordered(productTitle)',
    'unordered(text)',
  ],
  attributesForFaceting: [
    'filterOnly(access)',
    'filterOnly(url)',
    'type',
    'platform',
    'productName',
    'productTitle',
  ],
  customRanking: ['asc(groupRank)', 'asc(documentRankInGroup)', 'asc(position)'],
  attributesToHighlight: ['content.header', 'content.heading'],
  attributesToSnippet: ['text:20'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
} satisfies IndexSettings;

/** What a sync needs. `hosts` replaces Algolia's own (a test server, a proxy). */
export interface AlgoliaSyncOptions {
  appId: string;
  /** A key allowed to add records and change settings (an admin or write key); a secret. */
  adminApiKey: string;
  indexName: string;
  records: Iterable<SearchRecord>;
  /** Largest record Algolia accepts on the plan, in bytes of JSON (10,000 on most plans). */
  maxRecordBytes: number;
  log: Pick<Logger, 'info'>;
  hosts?: { url: string; protocol: 'http' | 'https' }[] | undefined;
}

/** What a sync did: nothing (the index already held these records) or a full replacement. */
export type AlgoliaSyncResult =
  { status: 'unchanged'; records: number } | { status: 'replaced'; records: number };

const VERSION = 1;

/**
 * Makes the Algolia index hold exactly `records` with {@link ALGOLIA_INDEX_SETTINGS}. The index's
 * settings carry a hash of what was last sent (`userData.portico`), so an unchanged build sends
 * nothing. Records are swapped in atomically (a temporary index moved over the live one), so
 * visitors never search a half-filled index, and the hash is written only after the swap: a sync
 * that fails part-way is simply repeated next time.
 */
export async function syncAlgoliaIndex(options: AlgoliaSyncOptions): Promise<AlgoliaSyncResult> {
  const records = [...options.records].map((record) => fitRecord(record, options.maxRecordBytes));
  const hash = createHash('sha256')
    .update(JSON.stringify({ VERSION, settings: ALGOLIA_INDEX_SETTINGS, records }))
    .digest('hex');
  const client = algoliasearch(options.appId, options.adminApiKey, {
    ...(options.hosts ? { hosts: options.hosts.map((h) => ({ ...h, accept: 'readWrite' as const })) } : {}),
  });
  const { indexName } = options;
  const current = await client.getSettings({ indexName }).catch((error: { status?: number }) => {
    if (error.status === 404) return undefined;
    throw error;
  });
  const userData = current?.userData as { portico?: { hash?: string } } | undefined;
  if (userData?.portico?.hash === hash) {
    options.log.info('Algolia index is up to date', { indexName, records: records.length });
    return { status: 'unchanged', records: records.length };
  }
  options.log.info('Algolia index: sending records', { indexName, records: records.length });
  // Settings first: replaceAllObjects copies them to the temporary index it fills.
  const settings = await client.setSettings({ indexName, indexSettings: ALGOLIA_INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  await client.replaceAllObjects({ indexName, objects: records, batchSize: 1000 });
  const marked = await client.setSettings({
    indexName,
    indexSettings: { userData: { ...(current?.userData as object | undefined), portico: { hash } } },
  });
  await client.waitForTask({ indexName, taskID: marked.taskID });
  options.log.info('Algolia index replaced', { indexName, records: records.length });
  return { status: 'replaced', records: records.length };
}

const encoder = new TextEncoder();

/**
 * The record cut to `maxBytes` of JSON by shortening its text at a word boundary: Algolia refuses
 * larger records. The text's start is what snippets and most matches use.
 */
export function fitRecord(record: SearchRecord, maxBytes: number): SearchRecord {
  const size = (text: string) => encoder.encode(JSON.stringify({ ...record, text })).length;
  if (size(record.text) <= maxBytes) return record;
  // The longest prefix that fits (JSON escapes and multi-byte characters make bytes and
  // characters differ), found by bisection; then back to the last whole word.
  let low = 0;
  let high = record.text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (size(record.text.slice(0, middle)) <= maxBytes) low = middle;
    else high = middle - 1;
  }
  let cut = low;
  if (/[\uD800-\uDBFF]/.test(record.text.charAt(cut - 1))) cut--; // never split a surrogate pair
  const prefix = record.text.slice(0, cut);
  const whole = /\s/.test(record.text.charAt(cut)) ? prefix : prefix.replace(/\s*\S*$/, '');
  return { ...record, text: whole.trimEnd() };
}
