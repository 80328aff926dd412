// The benchmark's record sets: the corpus once, and replicated for the 100k+ scale.
import { pageToRecords } from '../../../src/core/search/page-records.ts';
import type { SearchRecord } from '../../../src/schemas/search.ts';
import { loadCorpusPages } from './corpus-pages.ts';

const COPY = /^\/copy-\d+(?=\/)/;

/** The url of the original a replicated record was copied from. */
export function canonicalUrl(url: string): string {
  return url.replace(COPY, '');
}

/**
 * The corpus records `copies` times. Copy 0 is the corpus itself; copy k lives under
 * `/copy-k/…`, so every copy is a distinct page with the same text, as a site ten times the size
 * would be, and any copy of a target counts as finding it.
 */
export async function loadBenchRecords(copies: number): Promise<SearchRecord[]> {
  const base = (await loadCorpusPages()).flatMap(pageToRecords);
  const records: SearchRecord[] = [...base];
  for (let k = 1; k < copies; k++) {
    for (const record of base) {
      const url = `/copy-${k}${record.url}`;
      records.push({ ...record, url, objectID: `/copy-${k}${record.objectID}` });
    }
  }
  return records;
}
