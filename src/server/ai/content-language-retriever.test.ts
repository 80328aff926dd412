import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import type { SearchService } from '../search/search-service.ts';
import { searchServiceRetriever } from './search-service-retriever.ts';

/** A search service that records the filters it is asked for and finds nothing. */
function recordingService() {
  const filters: string[] = [];
  const service = {
    search: async (_context: unknown, params: { filters?: string }) => {
      filters.push(params.filters ?? '');
      return { hits: [] };
    },
  } as unknown as SearchService;
  return { filters, service };
}

const site = async () => ({ contentLocales: ['fr'], defaultLocale: 'en' as const });

describe('AI retrieval per content language', () => {
  it("answers in the page's content language, a fallback page's records being the default page's", async () => {
    const { filters, service } = recordingService();
    const retriever = searchServiceRetriever(async () => service, undefined, site);
    await retriever.retrieve({ question: 'q', principal: ANONYMOUS, contentId: '/fr/portico/x', limit: 3 });
    expect(filters.sort()).toEqual(['languages:fr', 'url_without_anchor:/portico/x/ AND languages:fr']);
    filters.length = 0;
    await retriever.retrieve({ question: 'q', principal: ANONYMOUS, contentId: '/portico/x/', limit: 3 });
    expect(filters.sort()).toEqual(['languages:en', 'url_without_anchor:/portico/x/ AND languages:en']);
  });

  it('does not scope a site without content locales', async () => {
    const { filters, service } = recordingService();
    const retriever = searchServiceRetriever(
      async () => service,
      undefined,
      async () => ({ contentLocales: [], defaultLocale: 'en' as const }),
    );
    await retriever.retrieve({ question: 'q', principal: ANONYMOUS, contentId: '/fr/x/', limit: 3 });
    expect(filters.sort()).toEqual(['', 'url_without_anchor:/fr/x/']);
  });
});
