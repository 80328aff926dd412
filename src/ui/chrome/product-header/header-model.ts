import { LANDING_ROUTE, type LandingRoutes } from '../../../core/routes/landing-routes.ts';
import type { RestNavFlag } from '../../../core/rest/index.ts';
import { isSameRoute, isUnderRoute } from '../layout/route-path.ts';
import { condenseRest, REST_CATEGORY } from './condense-rest.ts';
import { productHeaderMessages } from './messages.ts';
import type { NavTreeNode, ReducedCategory, ReducedNavigation } from './reduce-navigation.ts';

/** Product-header look: server-legacy under /server/, legacy elsewhere (spec §2.7). */
export type HeaderAppearance = 'legacy' | 'server-legacy';

/** A menu entry below the top level: a link, a titled list, or both. */
export interface MenuNode {
  title: string;
  url?: string;
  /** The url is the page being read. */
  current: boolean;
  children: MenuNode[];
  /** A changelog category's API groups while it may show its indicator (spec §2.3). */
  changelogApiGroups?: string[];
  /** REST operations only: the method badge. */
  method?: string;
  /** REST operations only: Deprecated, Experimental, Preview. */
  flags?: RestNavFlag[];
  /** The title's language when it differs from the chrome's (content labels, decision 0050). */
  lang?: string;
}

/** A top-level entry of the category menu. */
export interface CategoryItem extends MenuNode {
  id: string;
  /** 'menu' opens a dropdown (desktop) or a level (drawer); 'link' goes straight to `url`. */
  kind: 'link' | 'menu';
  /** What the menu shows: the title, or the condensed 'REST API' for the REST item. */
  label: string;
  /** The category the current page belongs to (aria-current). */
  selected: boolean;
}

/** Everything the product header renders. */
export interface ProductHeaderModel {
  title: string;
  /** The title's language when it differs from the chrome's. */
  titleLang?: string;
  titleUrl: string;
  subtitle: string;
  appearance: HeaderAppearance;
  items: CategoryItem[];
  /** Cloud documentation and Server documentation (those the site has), and Home. */
  fixed: MenuNode[];
}

/** Labels the model needs; they default to the product-header messages. */
export interface HeaderLabels {
  defaultTitle: string;
  subtitle: string;
  restApi: string;
  cloudDocs: string;
  serverDocs: string;
  home: string;
}

const defaultLabels: HeaderLabels = {
  defaultTitle: productHeaderMessages['productHeader.defaultTitle'],
  subtitle: productHeaderMessages['productHeader.subtitle'],
  restApi: productHeaderMessages['productHeader.restApiLabel'],
  cloudDocs: productHeaderMessages['productHeader.cloudDocs'],
  serverDocs: productHeaderMessages['productHeader.serverDocs'],
  home: productHeaderMessages['productHeader.home'],
};

/** The path that marks the REST API item (spec §2.7). */
export const REST_PATH = '/rest/';

/** Appearance by route: server-legacy when the path starts with /server/. */
export function headerAppearance(route: string): HeaderAppearance {
  return route.startsWith('/server/') ? 'server-legacy' : 'legacy';
}

function toMenuNode(node: NavTreeNode, route: string): MenuNode {
  const result: MenuNode = {
    title: node.title,
    // An operation links to an anchor of the page, not to the page being read.
    current: node.url !== undefined && node.method === undefined && isSameRoute(node.url, route),
    children: (node.children ?? []).map((child) => toMenuNode(child, route)),
  };
  if (node.url !== undefined) result.url = node.url;
  if (node.method !== undefined) result.method = node.method;
  if (node.flags !== undefined) result.flags = node.flags;
  if (node.lang !== undefined) result.lang = node.lang;
  return result;
}

/** Whether a node is, or holds at any depth, the page being read. */
export const holdsCurrent = (node: MenuNode): boolean => node.current || node.children.some(holdsCurrent);
const firstUrl = (nodes: readonly MenuNode[]): string | undefined =>
  nodes.reduce<string | undefined>((found, node) => found ?? node.url ?? firstUrl(node.children), undefined);

/** The Guides item is a plain link even with subitems (spec §2.7). */
const isGuides = (category: ReducedCategory) => category.name === 'devguide' || category.title === 'Guides';

function toCategoryItem(category: ReducedCategory, index: number, route: string, labels: HeaderLabels) {
  const node = toMenuNode(category, route);
  const hasItems = node.children.length > 0;
  // Spec §2.7: help and changelog appear only with subcategory items or a url. Any other category
  // without either would be an entry leading nowhere, so the same rule applies to all of them.
  if (!hasItems && node.url === undefined) return undefined;
  const url = node.url ?? (isGuides(category) ? firstUrl(node.children) : undefined);
  // The condensed REST API item is a tab: a link on desktop, a level in the drawer.
  const kind = hasItems && !isGuides(category) && category.name !== REST_CATEGORY ? 'menu' : 'link';
  const rest = url?.includes(REST_PATH) === true;
  const item: CategoryItem = {
    ...node,
    id: `${category.name}-${index}`,
    kind,
    label: rest ? labels.restApi : category.title,
    selected: false,
  };
  // The condensed 'REST API' label is the chrome's words, not the content's.
  if (rest) delete item.lang;
  if (url !== undefined) item.url = url;
  if (category.apiGroups !== undefined) item.changelogApiGroups = category.apiGroups;
  return item;
}

/** The index of the category the route belongs to: holding the page, then under its url, then REST. */
function selectedIndex(items: readonly CategoryItem[], route: string): number {
  const holding = items.findIndex(holdsCurrent);
  if (holding >= 0) return holding;
  const under = items.findIndex((item) => item.url !== undefined && isUnderRoute(item.url, route));
  if (under >= 0) return under;
  return route.includes(REST_PATH) ? items.findIndex((item) => item.url?.includes(REST_PATH)) : -1;
}

/**
 * The product header of a documentation page (spec §2.7) from the reduced navigation and route:
 * title (default 'Developer Docs'), subtitle, appearance, the category menu and the fixed entries.
 * Menu rules: the universal changelog never shows; help and changelog only with subcategory items
 * or a url; items with subitems are menus except Guides, a plain link; the item whose url
 * contains '/rest/' is labelled 'REST API', and REST subcategories condense into one 'REST API'
 * tab at the package's '/rest/' path (condense-rest.ts); exactly the current page's category is
 * selected.
 */
export function buildProductHeaderModel(
  nav: ReducedNavigation | null,
  route: string,
  labels: HeaderLabels = defaultLabels,
  landings: LandingRoutes = LANDING_ROUTE,
): ProductHeaderModel {
  const categories = condenseRest(nav?.categories ?? [], labels.restApi);
  const items = categories
    .filter((category) => category.name !== 'universalchangelog')
    .map((category, index) => toCategoryItem(category, index, route, labels))
    .filter((item) => item !== undefined);
  const selected = selectedIndex(items, route);
  // Only the landings the site has; home is always there (a page, or a redirect to the main docs).
  const fixed = [
    ...(landings.cloud === undefined ? [] : [{ title: labels.cloudDocs, url: landings.cloud }]),
    ...(landings.server === undefined ? [] : [{ title: labels.serverDocs, url: landings.server }]),
    { title: labels.home, url: '/' },
  ].map((link) => ({ ...link, current: isSameRoute(link.url, route), children: [] }));
  return {
    title: nav?.title ?? labels.defaultTitle,
    ...(nav?.lang === undefined ? {} : { titleLang: nav.lang }),
    titleUrl: nav?.url ?? '/',
    subtitle: labels.subtitle,
    appearance: headerAppearance(route),
    // The selected category never shows the changelog indicator (spec §2.3).
    items: items.map((item, index) => {
      if (index !== selected) return item;
      const chosen: CategoryItem = { ...item, selected: true };
      delete chosen.changelogApiGroups;
      return chosen;
    }),
    fixed,
  };
}
