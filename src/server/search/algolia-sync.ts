import { createHash } from 'node:crypto';
import { algoliasearch, type IndexSettings } from 'algoliasearch';
import type { ServedRecord } from '../../schemas/search.ts';
import { mergeIndexSettings } from './algolia-settings-merge.ts';
import type { Logger } from '../log/logger.ts';

/**
 * How the Algolia index must be set up to answer like the embedded engine: the same searchable
 * fields, facets (access is filter-only: visitors' secured keys filter on it; the others are
 * searchable, for searchForFacetValues), grouping by page, static ranking, the text left out of
 * hits unless asked for, and the highlight and snippet shapes the modal, /search/ and DocSearch
 * read (ADR 0038). Merged into the index's own settings, never replacing them.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'unordered(productTitle)',
    'unordered(content)',
  ],
  attributesForFaceting: [
    'filterOnly(access)',
    'filterOnly(url_without_anchor)',
    'searchable(docType)',
    'searchable(platform)',
    'searchable(productName)',
    'searchable(productTitle)',
    'searchable(type)',
    'searchable(hierarchy.lvl0)',
    'searchable(hierarchy.lvl1)',
    'searchable(categories.lvl0)',
    'searchable(categories.lvl1)',
    // Docs versions scope a query to the version being read (decision 0043).
    'filterOnly(package)',
    'searchable(version)',
  ],
  attributeForDistinct: 'url_without_anchor',
  distinct: 1,
  customRanking: ['asc(groupRank)', 'asc(documentRankInGroup)', 'asc(position)'],
  attributesToRetrieve: ['*', '-content'],
  attributesToHighlight: ['productTitle', 'hierarchy'],
  attributesToSnippet: ['content:20'],
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
  records: Iterable<ServedRecord>;
  /** Largest record Algolia accepts on the plan, in bytes of JSON (10,000 on most plans). */
  maxRecordBytes: number;
  log: Pick<Logger, 'info'>;
  hosts?: { url: string; protocol: 'http' | 'https' }[] | undefined;
}

/** What a sync did: nothing (the index already held these records) or a full replacement. */
export type AlgoliaSyncResult =
  { status: 'unchanged'; records: number } | { status: 'replaced'; records: number };

const VERSION = 2;

/**
 * Makes the Algolia index hold exactly `records` with {@link ALGOLIA_INDEX_SETTINGS} merged into
 * its own settings (get, merge, set: mergeIndexSettings). The index's
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
  const settings = await client.setSettings({
    indexName,
    indexSettings: mergeIndexSettings(current, ALGOLIA_INDEX_SETTINGS),
  });
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
 * The record cut to `maxBytes` of JSON by shortening its content at a word boundary: Algolia
 * refuses larger records. The content's start is what snippets and most matches use.
 */
export function fitRecord(record: ServedRecord, maxBytes: number): ServedRecord {
  const content = record.content ?? '';
  const size = (text: string) => encoder.encode(JSON.stringify({ ...record, content: text })).length;
  if (size(content) <= maxBytes) return record;
  // The longest prefix that fits (JSON escapes and multi-byte characters make bytes and
  // characters differ), found by bisection; then back to the last whole word.
  let low = 0;
  let high = content.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (size(content.slice(0, middle)) <= maxBytes) low = middle;
    else high = middle - 1;
  }
  let cut = low;
  if (/[\uD800-\uDBFF]/.test(content.charAt(cut - 1))) cut--; // never split a surrogate pair
  const prefix = content.slice(0, cut);
  const whole = /\s/.test(content.charAt(cut)) ? prefix : prefix.replace(/\s*\S*$/, '');
  return { ...record, content: whole.trimEnd() };
}
