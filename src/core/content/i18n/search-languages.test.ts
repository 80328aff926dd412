import { describe, expect, it } from 'vitest';
import { searchLanguagesOf } from './search-languages.ts';
import { buildSearchIndex } from '../../search/build-index.ts';
import { decodeSearchIndex, encodeSearchIndex } from '../../search/index-codec.ts';
import { createSearchEngine } from '../../search/search-engine.ts';
import { hitIds, testEngine, testRecord } from '../../search/test-fixtures.ts';

const site = { contentLocales: ['fr', 'de'], defaultLocale: 'en' as const };
const routes = [{ route: '/a/' }, { route: '/fr/a/', lang: 'fr' }, { route: '/b/' }];

describe('search per content language', () => {
  it('gives each page the languages its records answer in', () => {
    const languagesOf = searchLanguagesOf(site, routes)!;
    expect(languagesOf('/fr/a/')).toEqual(['fr']);
    // Translated into French: the English page answers in English and German only.
    expect(languagesOf('/a/')).toEqual(['en', 'de']);
    expect(languagesOf('/b/')).toEqual(['en', 'fr', 'de']);
    expect(searchLanguagesOf({ ...site, contentLocales: [] }, routes)).toBeUndefined();
  });

  it("answers a reader's language with its translations and the untranslated default pages", () => {
    const languagesOf = searchLanguagesOf(site, routes)!;
    const records = routes.map(({ route }) =>
      testRecord({ url: route, text: 'deploy widgets', languages: languagesOf(route) }),
    );
    // The index survives its file format with the languages column.
    const engine = createSearchEngine(decodeSearchIndex(encodeSearchIndex(buildSearchIndex(records))));
    const sorted = (ids: string[]) => [...ids].sort();
    expect(sorted(hitIds(engine, 'deploy', { filters: 'languages:fr' }))).toEqual(['/b/#', '/fr/a/#']);
    expect(sorted(hitIds(engine, 'deploy', { filters: 'languages:en' }))).toEqual(['/a/#', '/b/#']);
    expect(sorted(hitIds(engine, 'deploy', { filters: 'languages:de' }))).toEqual(['/a/#', '/b/#']);
    expect(hitIds(engine, 'deploy')).toHaveLength(3);
    // A hit says its own language; `lang` filters and facets by it.
    const hits = engine.search({ query: 'deploy', facets: ['lang'] });
    expect(hits.hits.map((hit) => hit.lang).sort()).toEqual(['en', 'en', 'fr']);
    expect(hits.facets?.['lang']).toEqual({ en: 2, fr: 1 });
    expect(hitIds(engine, 'deploy', { filters: 'lang:fr' })).toEqual(['/fr/a/#']);
  });

  it('leaves records of a site without content locales without a language', () => {
    const engine = testEngine([testRecord({ url: '/a/', text: 'deploy' })]);
    expect(engine.search({ query: 'deploy' }).hits[0]?.lang).toBeUndefined();
    expect(hitIds(engine, 'deploy', { filters: 'languages:en' })).toEqual([]);
  });
});
