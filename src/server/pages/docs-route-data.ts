import { packagePageVisit } from '../changelog/indicator-head.ts';
import { TAB_QUERY } from '../../core/markdown/markup.ts';
import { referenceForNavUrl } from '../../core/rest/index.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { articleIslandMessages } from '../../ui/features/article/messages.ts';
import { contentLinkMessages } from '../../ui/kit/content-link/messages.ts';
import { onThisPageMessages } from '../../ui/features/on-this-page/messages.ts';
import { pageFeedbackProps } from '../../ui/features/page-feedback/page-feedback-props.ts';
import { productHeaderMessages } from '../../ui/chrome/product-header/messages.ts';
import { DOCS_PAGE_CATALOGUES } from '../../ui/views/docs-page/messages.ts';
import { notFoundMessages } from '../../ui/views/not-found/messages.ts';
import { CREATE_APP_PATH } from '../../core/console/console-pages.ts';
import { restIslandMessages } from '../../ui/features/rest-reference/island-messages.ts';
import { accountPageUrl, LOGIN_PATH } from '../accounts/account-page-urls.ts';
import { localizedPage } from '../content/localized-page.ts';
import { pageInLanguage } from '../content/content-language.ts';
import { normaliseRoute } from '../../core/content/page-route.ts';
import { navigationHash, pageNavigation } from './page-navigation.ts';
import { productNavigationPath } from '../../ui/chrome/product-header/navigation-source.ts';
import type { PageRequest } from './chrome-route-data.ts';
import { suggestRoutes } from './suggest-routes.ts';

/**
 * The data of a documentation page (the catch-all route), from the request's locals: the page the
 * visitor may read at this path in their locale, its package's navigation without links they may
 * not follow (spec §6), and every island's messages; else a 404 with suggestions among the pages
 * they may read; or a redirect to the path with its trailing slash.
 */
export async function docsRouteData({ locals, url }: PageRequest) {
  const { locale, principal } = locals;
  const store = await locals.services.content();
  const { manifest } = store;
  const { pathname, search } = url;
  // The page in the content language of its URL, or its fallback (decision 0042).
  const inLanguage = pageInLanguage(store, pathname, principal);
  const entry = inLanguage?.entry;
  if (entry && !pathname.endsWith('/'))
    return { kind: 'redirect' as const, location: `${pathname}/${search}` };
  const stored = entry ? await store.getPage(entry) : undefined;
  // A reference's base path (the derived menu items' basePath) is not a page: it leads to the intro.
  const reference = entry ? undefined : referenceForNavUrl(manifest.restReferences, pathname);
  if (reference !== undefined)
    return { kind: 'redirect' as const, location: `${reference.introRoute}${search}` };
  if (entry === undefined || stored === undefined) {
    return {
      kind: 'not-found' as const,
      manifest,
      pathname,
      suggestions: suggestRoutes(pathname, store.readableRoutes(principal)).map((r) => ({
        title: r.title,
        href: r.route,
      })),
      i18n: payloadFor(locale, notFoundMessages),
    };
  }
  // A fallback is the default page served at its URL in a content locale: the navigation marks that URL.
  const servedRoute = inLanguage!.fallback ? normaliseRoute(pathname)! : stored.route;
  // The stored page carries message slots for its UI strings; this is it in the reader's locale.
  const page = localizedPage(stored, locale);
  // "Try it" sends requests from this page to its spec's servers (decision 0033).
  if (stored.rest !== undefined) locals.connectOrigins.push(...stored.rest.connectOrigins);
  const { pkg, versions, language, restReferences, productNavigation } = pageNavigation(
    store,
    inLanguage!,
    servedRoute,
    locale,
    principal,
  );
  const { navigation } = language;
  return {
    kind: 'page' as const,
    manifest,
    title: `${page.title} - ${pkg?.humanName ?? manifest.site.portalName}`,
    description: page.description,
    stored,
    page,
    navigation,
    restReferences,
    productNavigation,
    // A reader who sees what everyone sees gets the header's tree from a cacheable answer instead
    // of the page (decision 0065); anyone else keeps theirs in the page.
    productNavigationUrl:
      principal.accountId === undefined && principal.privileges.size === 0
        ? productNavigationPath(pathname, locale, navigationHash(productNavigation))
        : undefined,
    language,
    servedRoute,
    hasH1: page.html.includes('<h1'),
    versions,
    canonicalPath: versions?.canonicalRoute,
    entry,
    versionBanner:
      versions === undefined || versions.current === versions.latest
        ? undefined
        : {
            version: versions.current.label,
            latest: versions.latest.label,
            latestUrl: versions.latest.url,
            samePage: versions.inLatest,
          },
    // A package changelog page: opening it clears the indicator of its API groups.
    changelogVisit: packagePageVisit(stored.kind, stored.route, manifest.changelog),
    // A tab chosen in the URL (spec §2.11) is selected on load; otherwise the article's behaviour
    // waits for the reader to reach for it (src/ui/kit/islands).
    tabInUrl: url.searchParams.has(TAB_QUERY.id),
    feedback: pageFeedbackProps({
      locale,
      page: { title: page.title, route: stored.route },
      account: locals.account,
    }),
    i18n: {
      layout: payloadFor(locale, ...DOCS_PAGE_CATALOGUES),
      // Its navigation links are content links (external ones say they open a new tab).
      productHeader: payloadFor(locale, productHeaderMessages, contentLinkMessages),
      onThisPage: payloadFor(locale, onThisPageMessages),
      article: payloadFor(locale, articleIslandMessages),
    },
    rest:
      stored.rest === undefined
        ? undefined
        : {
            signedIn: locals.account !== undefined,
            signInHref: accountPageUrl(LOGIN_PATH, `${pathname}${search}`),
            consoleHref: CREATE_APP_PATH,
            i18n: payloadFor(locale, restIslandMessages),
          },
  };
}
