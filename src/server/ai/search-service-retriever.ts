import { sectionLevel } from '../../core/search/heading-trail.ts';
import type { Passage } from '../../core/ai/passage.ts';
import { filterValue } from '../../core/search/filter-builder.ts';
import { andFilters } from '../../core/content/versions/version-search-scope.ts';
import { defaultContentLanguage, splitLocaleRoute } from '../../core/content/i18n/content-locale.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import type { SearchHit } from '../../schemas/search.ts';
import type { SearchService } from '../search/search-service.ts';
import type { PassageRetriever } from './passage-retriever.ts';

/** Words of each section's text a passage carries: enough for a few sentences around the match. */
export const PASSAGE_WORDS = 120;
/** Sections per page a question may use (more than one page's worth keeps answers varied). */
const SECTIONS_PER_PAGE = 2;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** The snippet's text as plain text: the engine HTML-escapes it (and Algolia does too). */
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
}

function toPassage(hit: SearchHit): Passage {
  return {
    url: hit.url_without_anchor,
    headingID: hit.headingID,
    productTitle: hit.productTitle,
    pageTitle: hit.hierarchy.lvl1 ?? '',
    heading: hit.hierarchy[sectionLevel(hit.hierarchy) ?? 'lvl1'] ?? '',
    text: unescapeHtml(hit._snippetResult?.content?.value ?? ''),
  };
}

/** A site path that could be a page's url; anything else as contentId is ignored for scoping. */
function pagePath(contentId: string | undefined): string | undefined {
  if (contentId === undefined || !/^\/(?!\/)[^\s?#]*$/.test(contentId)) return undefined;
  return contentId.endsWith('/') ? contentId : `${contentId}/`;
}

/** What the retriever needs of the site to scope by content language (decision 0042). */
export interface ContentLanguages {
  contentLocales: readonly string[];
  defaultLocale: Locale;
}

/**
 * The language filter of a page path (its locale prefix, else the default language) and the
 * path of the page whose records it shows (a fallback's is the default page's). Undefined on a
 * site without content locales.
 */
function languageScope(path: string, site: ContentLanguages) {
  if (site.contentLocales.length === 0) return undefined;
  const { tag, base } = splitLocaleRoute(path, site.contentLocales);
  const lang = tag ?? defaultContentLanguage(site.defaultLocale);
  return { filter: `languages:${filterValue(lang)}`, page: tag === undefined ? path : base };
}

/**
 * Retrieval through the portal's search service, so the AI sees exactly what the visitor's own
 * search would: the service adds the principal's access filter itself. Each hit's text comes as
 * a long snippet (PASSAGE_WORDS words around the best match, highlight tags off) rather than the
 * whole section, which works for the embedded engine and for Algolia alike. With a page path as
 * contentId, that page's matching sections are asked for first and lead the list; on a site with
 * content locales (`site`), every query answers in that page's content language.
 */
export function searchServiceRetriever(
  service: () => Promise<SearchService>,
  scopeOf: (contentId: string | undefined) => Promise<string | undefined> = async () => undefined,
  site?: () => Promise<ContentLanguages | undefined>,
): PassageRetriever {
  return {
    async retrieve({ question, principal, contentId, limit, signal }) {
      const path = pagePath(contentId);
      // The docs version of the page asked from (decision 0043), as the modal's own search; and
      // the reader's content language, as it scopes their search (decision 0042).
      const [search, versionScope, languages] = await Promise.all([
        service(),
        scopeOf(path),
        path === undefined ? undefined : site?.(),
      ]);
      const scope = languages === undefined ? undefined : languageScope(path!, languages);
      const query = (filters: string) =>
        search.search(
          { principal },
          {
            query: question,
            filters: andFilters(andFilters(filters, versionScope), scope?.filter),
            hitsPerPage: limit,
            distinct: SECTIONS_PER_PAGE,
            attributesToSnippet: [`content:${PASSAGE_WORDS}`],
            highlightPreTag: '',
            highlightPostTag: '',
            snippetEllipsisText: '…',
            analytics: false,
            clickAnalytics: false,
          },
        );
      // A fallback page's records are the default page's.
      const page = scope?.page ?? path;
      const [scoped, all] = await Promise.all([
        page === undefined ? undefined : query(`url_without_anchor:${filterValue(page)}`),
        query(''),
      ]);
      signal?.throwIfAborted();
      const seen = new Set<string>();
      const passages: Passage[] = [];
      for (const hit of [...(scoped?.hits ?? []).slice(0, SECTIONS_PER_PAGE), ...all.hits]) {
        if (seen.has(hit.objectID)) continue;
        seen.add(hit.objectID);
        const passage = toPassage(hit);
        if (passage.text.trim() !== '') passages.push(passage);
      }
      return passages.slice(0, limit);
    },
  };
}
