import type { RestNavFlag } from '../../../core/rest/index.ts';
import type { RestReferenceSummary } from '../../../schemas/built.ts';
import { isNavGroup, type Category, type Navigation, type NavItem } from '../../../schemas/navigation.ts';
import { restNodeOf } from './rest-nodes.ts';

/** A node of the reduced navigation: a title with a url, children, or both. */
export interface NavTreeNode {
  title: string;
  url?: string;
  children?: NavTreeNode[];
  /** REST operations only: the upper-case method of the badge. */
  method?: string;
  /** REST operations only: Deprecated, Experimental, Preview. */
  flags?: RestNavFlag[];
  /** The label's language when it differs from the chrome's (decision 0050). */
  lang?: string;
}

/** The package's REST references and the route, to expand REST items for this page only. */
export interface RestNavContext {
  references: readonly RestReferenceSummary[];
  route: string;
}

/** A category of the reduced navigation. */
export interface ReducedCategory extends NavTreeNode {
  /** devguide, reference, help, changelog, or a custom category's name. */
  name: string;
  /** A changelog category's API groups, for its notification indicator (spec §2.3). */
  apiGroups?: string[];
}

/** The navigation as the ProductHeader island receives it: titles and urls only. */
export interface ReducedNavigation {
  title: string;
  url: string;
  /** The title's language when it differs from the chrome's (decision 0050). */
  lang?: string;
  categories: ReducedCategory[];
}

function node(title: string, url: string, children: NavTreeNode[], lang?: string): NavTreeNode {
  const result: NavTreeNode = { title };
  if (url !== '') result.url = url;
  if (children.length > 0) result.children = children;
  if (lang !== undefined) result.lang = lang;
  return result;
}

const withLang = (tree: NavTreeNode, lang: string | undefined): NavTreeNode =>
  lang === undefined ? tree : { ...tree, lang };

const toNode =
  (rest: RestNavContext | undefined) =>
  (item: NavItem): NavTreeNode =>
    isNavGroup(item)
      ? node(item.title, item.url ?? '', item.items.map(toNode(rest)), item.lang)
      : withLang((rest && restNodeOf(item, rest)) ?? { title: item.title, url: item.url }, item.lang);

const toCategory =
  (rest: RestNavContext | undefined) =>
  (
    category: Pick<Category, 'title' | 'url' | 'subcategories' | 'lang'> & {
      name: string;
      apiGroups?: string[] | undefined;
    },
  ): ReducedCategory => {
    const subcategories = category.subcategories
      .filter((sub) => sub.items.length > 0 || sub.url !== undefined)
      .map((sub) => node(sub.title, sub.url ?? '', sub.items.map(toNode(rest)), sub.lang));
    const reduced: ReducedCategory = {
      name: category.name,
      ...node(category.title, category.url, subcategories, category.lang),
    };
    if (category.name === 'changelog' && category.apiGroups !== undefined && category.apiGroups.length > 0)
      reduced.apiGroups = category.apiGroups;
    return reduced;
  };

/**
 * The small, serialisable form of a package navigation for the ProductHeader island: titles, urls
 * and nesting only (no API groups, versions or names beyond the category's). The universal
 * changelog never appears in menus (spec §2.7), so it is dropped here already; empty subcategories
 * carry nothing and are dropped too. Returns null when the package has no navigation. With `rest`,
 * an item naming a REST reference expands into its intro and groups, and the current group page
 * holds its operations: only what this route shows, since island props are part of the HTML.
 * Labels keep the `lang` the navigation marks them with; `lang` is the title's, when it differs
 * from the chrome's.
 */
export function reduceNavigation(
  navigation: Navigation | null | undefined,
  rest?: RestNavContext,
  lang?: string,
): ReducedNavigation | null {
  if (navigation === null || navigation === undefined) return null;
  return {
    title: navigation.title,
    url: navigation.url,
    ...(lang === undefined ? {} : { lang }),
    categories: [
      ...navigation.categories
        .filter((category) => category.name !== 'universalchangelog')
        .map(toCategory(rest)),
      ...navigation.customCategories.map(toCategory(rest)),
    ],
  };
}
