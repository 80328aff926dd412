import { create, insertMultiple, load, save, search, type AnyOrama } from '@orama/orama';
import type { FilterNode } from '../../../src/core/search/filter-syntax.ts';
import type { SearchAdapter } from './adapter.ts';
import { BOOST, flatDocs, groupHits, jsonBytes, parseBytes, typosFor } from './common.ts';

// Orama 3: the four text fields indexed (BM25), filter attributes as enums and the filters
// translated to its `where` (eq, and, or, not). Orama matches every word as a prefix and takes
// one Levenshtein tolerance per query: the typo rule applied to the longest word. Boosts
// 4/3/1/0.5. Grouping and snippets are the shared ones.
const SCHEMA = {
  title: 'string',
  heading: 'string',
  text: 'string',
  product: 'string',
  platform: 'enum',
  productName: 'enum',
  docType: 'enum',
  access: 'enum',
} as const;

type Where = Record<string, unknown>;

function where(node: FilterNode): Where {
  switch (node.kind) {
    case 'facet':
      return { [node.attribute]: { eq: node.value } };
    case 'not':
      return { not: where(node.operand) };
    case 'and':
      return { and: node.operands.map(where) };
    case 'or':
      return { or: node.operands.map(where) };
    case 'numeric':
      throw new Error('the benchmark queries use no numeric filters');
  }
}

/** Orama configured for the same features. */
export function oramaAdapter(): SearchAdapter {
  let db: AnyOrama | undefined;
  return {
    name: 'Orama',
    configuration:
      'prefix on every word (its default), tolerance = typo rule of the longest word, boost 4/3/1/0.5, where (eq/and/or/not)',
    async build(records) {
      db = create({ schema: SCHEMA });
      const docs = flatDocs(records).map((doc) => ({ ...doc, id: String(doc.id) }));
      await insertMultiple(db, docs as never, 2000);
    },
    serialise: () => jsonBytes(save(db!)),
    reset() {
      db = undefined;
    },
    load(bytes) {
      db = create({ schema: SCHEMA });
      load(db, parseBytes(bytes) as never);
    },
    async search({ query, filter, hitsPerPage }) {
      const longest = Math.max(0, ...query.split(/\s+/).map((word) => word.length));
      const result = await search(db!, {
        term: query,
        tolerance: typosFor('x'.repeat(longest)),
        boost: { ...BOOST },
        limit: hitsPerPage * 5,
        ...(filter === undefined ? {} : { where: where(filter) as never }),
      });
      return groupHits(
        result.hits.map((hit) => hit.document as unknown as { url: string; objectID: string; text: string }),
        query,
        hitsPerPage,
      );
    },
  };
}
