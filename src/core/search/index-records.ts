import type { SearchPlatform, SearchRecord, SearchType, ServedRecord } from '../../schemas/search.ts';
import { servedRecord, versionFields } from './hit-builder.ts';
import type { FacetColumn, SearchIndex } from './search-index.ts';

/**
 * The records an index was built from, in its static rank order: what a hosted search service
 * (Algolia) is sent, so it answers from exactly the records the embedded engine holds.
 */
export function* indexRecords(index: SearchIndex): Generator<SearchRecord> {
  const facet = (column: FacetColumn, record: number) =>
    index.facets[column].values[index.facets[column].ids[record]!]!;
  for (let r = 0; r < index.recordCount; r++) {
    const page = index.recordPage[r]!;
    yield {
      objectID: index.objectID.get(r),
      url: index.pageUrl.get(page),
      headingID: index.headingID.get(r),
      ...(index.headingID.get(r) === '' ? {} : { depth: index.depth[r]! }),
      productTitle: facet('productTitle', r),
      content: { header: index.pageHeader.get(page), heading: index.heading.get(r) },
      text: index.text.get(r),
      type: facet('type', r) as SearchType,
      platform: facet('platform', r) as SearchPlatform,
      productName: facet('productName', r),
      access: facet('access', r),
      position: index.position[r]!,
      groupRank: index.groupRank[r]!,
      documentRankInGroup: index.documentRankInGroup[r]!,
      ...versionFields(facet('package', r), facet('version', r)),
    };
  }
}

/**
 * The records of an index as the search API serves them (ServedRecord, with `content`): what
 * Algolia is sent. With `origin`, urls are absolute, as the portal's own API answers them.
 */
export function* servedRecords(index: SearchIndex, origin?: string): Generator<ServedRecord> {
  for (let r = 0; r < index.recordCount; r++) {
    const record = servedRecord(index, r);
    yield origin === undefined
      ? record
      : { ...record, url: origin + record.url, url_without_anchor: origin + record.url_without_anchor };
  }
}
