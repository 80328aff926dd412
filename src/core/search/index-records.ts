import type { SearchPlatform, SearchRecord, SearchType } from '../../schemas/search.ts';
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
    };
  }
}
