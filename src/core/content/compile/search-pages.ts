import type { PackageSummary, PageKind, PageSection } from '../../../schemas/built.ts';
import type { SearchType } from '../../../schemas/search.ts';
import type { IndexablePage } from '../../search/page-records.ts';
import { navItemUrls } from '../navigation/nav-links.ts';
import { normaliseRoute } from '../page-route.ts';
import { isConsolePagePath } from '../../console/console-pages.ts';
import { LATEST_VERSION } from '../versions/doc-versions.ts';

/** What the build knows about one built page, for the search index. */
export interface SearchablePage {
  route: string;
  kind: PageKind;
  title: string;
  packageName: string;
  privilege: string;
  hidden: boolean;
  sections: readonly Pick<PageSection, 'headingId' | 'heading' | 'text' | 'depth'>[];
  /** The older version of its package the page belongs to (decision 0043); absent: the latest. */
  version?: string | undefined;
}

/** REST reference pages are the 'REST API' document type of the search (spec §2.1), changelogs 'changelog'. */
function searchType(kind: PageKind): SearchType {
  if (kind === 'changelog') return 'changelog';
  return kind === 'rest-intro' || kind === 'rest-group' || kind === 'rest-versions' ? 'rest' : 'guide';
}

/** Site routes of a navigation, in menu order (categories, subcategories, items, groups). */
function navigationRoutes(pkg: PackageSummary): string[] {
  const nav = pkg.navigation;
  if (nav === null) return [];
  const urls: string[] = [nav.url];
  for (const category of [...nav.categories, ...nav.customCategories]) {
    if (category.url !== '') urls.push(category.url);
    for (const sub of category.subcategories) {
      if (sub.url !== undefined) urls.push(sub.url);
      urls.push(...navItemUrls(sub.items));
    }
  }
  return urls.flatMap((url) => {
    const route = url.startsWith('/') ? normaliseRoute(url.split('#')[0]!) : undefined;
    return route === undefined ? [] : [route];
  });
}

/**
 * The search's view of the built pages: every page that is not hidden and not under the console
 * (/console/, /apps/), with its
 * package's product fields, access privilege and static ranks. `groupRank` is the order of the
 * page's product among the site's packages; `documentRankInGroup` the page's place in its
 * package's navigation, pages outside the navigation following in route order. `languagesOf`
 * gives, on a site with content locales, the languages a page's records answer in.
 */
export function toIndexablePages(
  packages: readonly PackageSummary[],
  pages: readonly SearchablePage[],
  languagesOf?: (route: string) => string[],
): IndexablePage[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const productRank = new Map<string, number>();
  for (const pkg of packages) {
    const product = `${pkg.platform}/${pkg.productName}`;
    if (!productRank.has(product)) productRank.set(product, productRank.size);
  }
  const navRank = new Map<string, Map<string, number>>();
  for (const pkg of packages) {
    const ranks = new Map<string, number>();
    for (const route of navigationRoutes(pkg)) if (!ranks.has(route)) ranks.set(route, ranks.size);
    navRank.set(pkg.name, ranks);
  }
  const visible = pages
    // The console is one developer's apps: never searchable, even were a page to land there.
    .filter((page) => !page.hidden && byName.has(page.packageName) && !isConsolePagePath(page.route))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return visible.map((page, order) => {
    const pkg = byName.get(page.packageName)!;
    const ranks = navRank.get(pkg.name)!;
    return {
      url: page.route,
      title: page.title,
      productTitle: pkg.humanName,
      productName: pkg.productName,
      platform: pkg.platform,
      type: searchType(page.kind),
      access: page.privilege,
      package: pkg.name,
      version: page.version ?? LATEST_VERSION,
      groupRank: productRank.get(`${pkg.platform}/${pkg.productName}`)!,
      documentRankInGroup: ranks.get(page.route) ?? ranks.size + order,
      ...(languagesOf === undefined ? {} : { languages: languagesOf(page.route) }),
      sections: page.sections.map((section) => ({
        headingId: section.headingId,
        heading: section.heading,
        text: section.text,
        depth: section.depth,
      })),
    };
  });
}
