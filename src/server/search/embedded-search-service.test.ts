import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import { SearchError } from '../../core/search/search-error.ts';
import { createEmbeddedSearchService } from './embedded-search-service.ts';
import { signedIn, testDeps } from './test-fixtures.ts';

const service = createEmbeddedSearchService(testDeps());
const urls = (hits: { url_without_anchor: string }[]) => hits.map((hit) => hit.url_without_anchor);

describe('embedded SearchService.search', () => {
  it('finds public records for an anonymous visitor', async () => {
    const result = await service.search({ principal: ANONYMOUS }, { query: 'forge app' });
    expect(urls(result.hits)).toContain('/platform/forge/');
    expect(result.timing.backendRequestMs).toBeGreaterThanOrEqual(0);
  });

  it('never shows an anonymous visitor an internal record, whatever the query or filters say', async () => {
    for (const query of [
      { query: 'bluebird' },
      { query: 'secret release steps' },
      { query: 'release', filters: 'access:FORGE_DOCS' },
      { query: '', filters: 'NOT access:NONE' },
      { query: 'bluebird', filters: 'access:FORGE_DOCS OR access:NONE' },
    ]) {
      const result = await service.search({ principal: ANONYMOUS }, query);
      expect(result.hits.every((hit) => hit.access === 'NONE')).toBe(true);
      expect(urls(result.hits)).not.toContain('/platform/forge/internal/release-checklist/');
    }
  });

  it('shows a signed-in visitor what the policy grants, and not to others', async () => {
    const granted = await service.search({ principal: signedIn(['FORGE_DOCS']) }, { query: 'bluebird' });
    expect(urls(granted.hits)).toEqual(['/platform/forge/internal/release-checklist/']);
    const other = await service.search({ principal: signedIn(['JIRA_API']) }, { query: 'bluebird' });
    expect(other.nbHits).toBe(0);
  });

  it('applies the visitor selection as filters and a zero-based page', async () => {
    const rest = await service.search(
      { principal: ANONYMOUS },
      { query: 'issue', filters: 'docType:rest', page: 0 },
    );
    expect(rest.hits.map((hit) => hit.docType)).toEqual(['rest']);
    const empty = await service.search({ principal: ANONYMOUS }, { query: 'issue', page: 3 });
    expect(empty.hits).toEqual([]);
  });

  it('throws SearchError (a 400 for callers) for filters it cannot parse', async () => {
    await expect(
      service.search({ principal: ANONYMOUS }, { query: 'x', filters: 'price > 3' }),
    ).rejects.toThrow(SearchError);
  });

  it('mints keys and a client configuration for the visitor', async () => {
    const key = await service.searchKey({ principal: ANONYMOUS });
    expect(key.lifetimeMs).toBe(3_600_000);
    const config = await service.clientConfig({ principal: ANONYMOUS });
    expect(config).toMatchObject({ provider: 'embedded', appId: 'TESTAPP', hosts: null, insightsHost: null });
  });
});
