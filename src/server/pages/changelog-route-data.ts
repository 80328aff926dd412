import {
  CHANGELOG_ATOM_PATH,
  CHANGELOG_RSS_PATH,
  UNIVERSAL_CHANGELOG_PATH,
} from '../../core/changelog/changelog-routes.ts';
import {
  changelogQueryString,
  filterChoices,
  filterEntries,
  isFiltered,
  paginate,
  parseChangelogQuery,
  withQuery,
  type ChangelogQuery,
} from '../../core/changelog/changelog-query.ts';
import { PRODUCT_LABELS } from '../../core/changelog/product-labels.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import type { ChangelogViewData } from '../../ui/views/changelog/changelog-page-types.ts';
import { changelogMessages } from '../../ui/views/changelog/messages.ts';
import { readableEntries } from '../changelog/readable-entries.ts';
import { storedText } from '../content/localize-slots.ts';
import type { PageRequest } from './chrome-route-data.ts';

/** Page links shown around the current page. */
const PAGE_WINDOW = 7;

function pageLinks(query: ChangelogQuery, current: number, pageCount: number) {
  const href = (page: number) =>
    withQuery(UNIVERSAL_CHANGELOG_PATH, changelogQueryString({ ...query, page }));
  const start = Math.max(1, Math.min(current - Math.floor(PAGE_WINDOW / 2), pageCount - PAGE_WINDOW + 1));
  const end = Math.min(pageCount, start + PAGE_WINDOW - 1);
  const pages = Array.from({ length: end - start + 1 }, (_, index) => ({
    page: start + index,
    href: href(start + index),
  }));
  return {
    pages,
    previous: current > 1 ? href(current - 1) : undefined,
    next: current < pageCount ? href(current + 1) : undefined,
  };
}

/**
 * The data of the universal changelog (/changelog/): the entries the reader may read, filtered by
 * the URL's query and cut into pages, the filter choices (from the readable entries, plus a
 * chosen API group no entry names, so the form shows what the URL says), and the feeds of the
 * same filters, announced in the head with absolute URLs when the public origin is known. A URL
 * whose query is not written the canonical way (empty fields from the form, unknown values) is
 * redirected to the one that is.
 */
export async function changelogRouteData({ locals, request, url }: PageRequest) {
  const { services } = locals;
  const manifest = await services.manifest();
  const query = parseChangelogQuery(url.searchParams);
  const readable = readableEntries(manifest.changelog, locals.principal);
  const choices = filterChoices(readable);
  const listed = paginate(filterEntries(readable, query), query.page);
  const productNames = new Map(manifest.packages.map((pkg) => [pkg.name, pkg.productName]));
  const filterQuery = changelogQueryString(query, false);
  const feeds = {
    rss: withQuery(CHANGELOG_RSS_PATH, filterQuery),
    atom: withQuery(CHANGELOG_ATOM_PATH, filterQuery),
  };
  const origin = await services.publicOrigin(request);
  const apiGroups =
    query.apiGroup === undefined || choices.apiGroups.includes(query.apiGroup)
      ? choices.apiGroups
      : [...choices.apiGroups, query.apiGroup];
  const view: ChangelogViewData = {
    filters: {
      product: query.product,
      apiGroup: query.apiGroup,
      type: query.type,
      breaking: query.breaking,
      products: choices.products.map((product) => ({ value: product, label: PRODUCT_LABELS[product] })),
      apiGroups,
    },
    filtered: isFiltered(query),
    entries: listed.items.map((entry) => ({
      id: entry.id,
      title: entry.title,
      date: entry.date,
      type: entry.type,
      breaking: entry.breaking,
      removalDate: entry.removalDate,
      apiGroups: entry.apiGroups,
      url: entry.url,
      productName: productNames.get(entry.packageName) ?? entry.packageName,
      html: storedText(entry.html, locals.locale, 'html'),
    })),
    total: listed.total,
    page: listed.page,
    pageCount: listed.pageCount,
    ...pageLinks(query, listed.page, listed.pageCount),
    feeds,
  };
  // The GET form sends every field, empty ones too: the shared URL names only the filters set.
  const canonical = withQuery(UNIVERSAL_CHANGELOG_PATH, changelogQueryString(query));
  return {
    redirect: url.pathname + url.search === canonical ? undefined : canonical,
    manifest,
    view,
    path: UNIVERSAL_CHANGELOG_PATH,
    alternates: [
      { type: 'application/rss+xml', href: (origin ?? '') + feeds.rss, kind: 'rss' as const },
      { type: 'application/atom+xml', href: (origin ?? '') + feeds.atom, kind: 'atom' as const },
    ],
    // A filtered or later page is a view of the first: only that one is indexed.
    noindex: isFiltered(query) || query.page > 1,
    i18n: payloadFor(locals.locale, changelogMessages),
  };
}
