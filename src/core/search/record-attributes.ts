import { LANGUAGES_SEPARATOR, type FacetAttribute, type NumericAttribute } from '../../schemas/search.ts';
import { recordLevel } from './heading-trail.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * One dictionary-coded view of an attribute: record r has the value `values[ids[r]]`. Values
 * may repeat (two pages with one title): counts are merged by value.
 */
export interface FacetSource {
  readonly values: readonly string[];
  readonly ids: ArrayLike<number>;
}

/**
 * The `languages` column as one source per place in the lists (the record's own language first),
 * at most `limit` of them: a record answers a `languages:fr` filter when any source says fr. A
 * record with fewer languages has '' in the remaining sources; '' is no language.
 */
export function languageSources(languages: FacetSource, limit = Infinity): FacetSource[] {
  const lists = languages.values.map((key) => (key === '' ? [] : key.split(LANGUAGES_SEPARATOR)));
  const places = Math.max(1, Math.min(limit, Math.max(0, ...lists.map((list) => list.length))));
  return Array.from({ length: places }, (_, place) => {
    const values: string[] = [];
    const idOf = new Map<string, number>();
    const byKey = lists.map((list) => {
      const value = list[place] ?? '';
      let id = idOf.get(value);
      if (id === undefined) idOf.set(value, (id = values.push(value) - 1));
      return id;
    });
    const ids = new Uint16Array(languages.ids.length);
    for (let r = 0; r < ids.length; r++) ids[r] = byKey[languages.ids[r]!]!;
    return { values, ids };
  });
}

/**
 * DocSearch's record type: a page's opening text stands for its title (lvl1), a section for its
 * heading's level (lvl2–lvl6).
 */
export const DOCSEARCH_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The served attributes of an index as dictionary views, built on first use per index: stored
 * facet columns as they are, the rest (DocSearch's type, page titles, the hierarchical
 * categories) derived once from the stored columns. A record has one value per source; `_tags`
 * has three sources (document type, platform, product name).
 */
export class RecordAttributes {
  private readonly index: SearchIndex;
  private readonly built = new Map<FacetAttribute, readonly FacetSource[]>();

  constructor(index: SearchIndex) {
    this.index = index;
  }

  /** The sources of a facet attribute. */
  sources(attribute: FacetAttribute): readonly FacetSource[] {
    let sources = this.built.get(attribute);
    if (sources === undefined) {
      sources = this.build(attribute);
      this.built.set(attribute, sources);
    }
    return sources;
  }

  /** The values of a numeric attribute, one per record. */
  numbers(attribute: NumericAttribute): Uint32Array {
    return this.index[attribute];
  }

  private build(attribute: FacetAttribute): readonly FacetSource[] {
    const { index } = this;
    const column = (name: keyof SearchIndex['facets']): FacetSource => index.facets[name];
    switch (attribute) {
      case 'docType':
        return [column('type')];
      case 'platform':
      case 'productName':
      case 'access':
      case 'productTitle':
      case 'package':
      case 'version':
        return [column(attribute)];
      case 'hierarchy.lvl0':
      case 'categories.lvl0':
        return [column('productTitle')];
      case '_tags':
        return [column('type'), column('platform'), column('productName')];
      case 'lang':
        return [languageSources(column('languages'), 1)[0]!];
      case 'languages':
        return languageSources(column('languages'));
      case 'type': {
        const ids = new Uint8Array(index.recordCount);
        for (let r = 0; r < index.recordCount; r++) ids[r] = recordLevel(index, r) - 1;
        return [{ values: DOCSEARCH_TYPES, ids }];
      }
      case 'hierarchy.lvl1':
        return [{ values: this.pageValues((header) => header), ids: index.recordPage }];
      case 'categories.lvl1':
        return [
          { values: this.pageValues((header, product) => `${product} > ${header}`), ids: index.recordPage },
        ];
    }
  }

  /** One value per page, from its title and its product's title. */
  private pageValues(value: (header: string, product: string) => string): string[] {
    const { index } = this;
    const products = index.facets.productTitle;
    const values: string[] = [];
    // Records are grouped by page; a page's first record gives its product.
    for (let r = 0; r < index.recordCount; r++) {
      const page = index.recordPage[r]!;
      values[page] ??= value(index.pageHeader.get(page), products.values[products.ids[r]!]!);
    }
    return Array.from({ length: index.pageCount }, (_, page) => values[page] ?? '');
  }
}
