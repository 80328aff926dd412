import { normalizeRoute } from '../../core/links/site-path.ts';
import type { RestReferenceSummary, SiteManifest } from '../../schemas/built.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { translator } from '../../ui/i18n/i18n-context.tsx';
import { productHeaderMessages } from '../../ui/chrome/product-header/messages.ts';
import { reduceNavigation } from '../../ui/chrome/product-header/reduce-navigation.ts';
import { sideNavMessages } from '../../ui/chrome/side-nav/messages.ts';
import { DOCS_PAGE_CATALOGUES } from '../../ui/views/docs-page/messages.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { PageRequest } from './chrome-route-data.ts';

/**
 * The data of the generated versions page at a package's `<publishPath>rest/` when no page lives
 * there (decision 0032): the package's navigation and the versions under that root.
 */
export function restVersionsRouteData(
  { locale, principal }: Pick<PageRequest['locals'], 'locale' | 'principal'>,
  store: Pick<ContentStore, 'navigationFor'>,
  manifest: SiteManifest,
  versions: readonly RestReferenceSummary[],
  pathname: string,
) {
  const route = normalizeRoute(pathname);
  const pkg = manifest.packages.find((candidate) => candidate.name === versions[0]?.packageName);
  const navigation = pkg ? store.navigationFor(pkg, principal) : null;
  const restReferences = manifest.restReferences.filter((r) => r.packageName === pkg?.name);
  const pageTitle = translator(
    sideNavMessages,
    payloadFor(locale, sideNavMessages),
  )('sideNav.restVersionsPage');
  return {
    kind: 'rest-versions' as const,
    manifest,
    title: `${pageTitle} - ${pkg?.humanName ?? manifest.site.portalName}`,
    page: { route, title: pageTitle },
    versions,
    navigation,
    restReferences,
    productNavigation: reduceNavigation(navigation, { references: restReferences, route }),
    i18n: {
      layout: payloadFor(locale, ...DOCS_PAGE_CATALOGUES),
      productHeader: payloadFor(locale, productHeaderMessages),
    },
  };
}
