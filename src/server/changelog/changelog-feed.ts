import type { SiteManifest } from '../../schemas/built.ts';
import { changelogTypeMessage } from '../../core/changelog/changelog-messages.ts';
import {
  CHANGELOG_ATOM_PATH,
  CHANGELOG_RSS_PATH,
  UNIVERSAL_CHANGELOG_PATH,
} from '../../core/changelog/changelog-routes.ts';
import {
  CHANGELOG_FEED_SIZE,
  changelogQueryString,
  filterEntries,
  parseChangelogQuery,
  withQuery,
} from '../../core/changelog/changelog-query.ts';
import { atomFeed, rssFeed, type FeedEntry } from '../../core/changelog/feeds.ts';
import { languageTag } from '../../core/i18n/locale.ts';
import type { Principal } from '../../core/policy/principal.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { translator } from '../../ui/i18n/i18n-context.tsx';
import { changelogMessages } from '../../ui/views/changelog/messages.ts';
import { storedText } from '../content/localize-slots.ts';
import { changelogFilterSummary } from './filter-summary.ts';
import { readableEntries } from './readable-entries.ts';

/** What a feed answer needs. */
export interface ChangelogFeedDeps {
  manifest: SiteManifest;
  /** The public origin (public-origin.ts); without one a feed cannot name its URLs. */
  origin: string | undefined;
  principal: Principal;
}

/** Feed readers poll: a quarter of an hour spares the server and is fresh enough for a changelog. */
const MAX_AGE = 900;

/**
 * The RSS 2.0 or Atom feed of the universal changelog, filtered by the same query as the page
 * (product, apiGroup, type, breaking), newest entries first, in the site's default language. An
 * anonymous feed is cacheable by anyone; a signed-in reader's may hold internal entries, so only
 * their browser keeps it.
 */
export function changelogFeedResponse(
  kind: 'rss' | 'atom',
  request: Request,
  deps: ChangelogFeedDeps,
): Response {
  if (deps.origin === undefined) {
    return new Response('Not found: the changelog feeds need PUBLIC_URL.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { manifest } = deps;
  const locale = manifest.site.defaultLocale;
  const t = translator(changelogMessages, payloadFor(locale, changelogMessages));
  const query = parseChangelogQuery(new URL(request.url).searchParams);
  const entries = filterEntries(readableEntries(manifest.changelog, deps.principal), query).slice(
    0,
    CHANGELOG_FEED_SIZE,
  );
  const queryString = changelogQueryString(query, false);
  const summary = changelogFilterSummary(query, t);
  const portal = manifest.site.portalName;
  const feedEntries: FeedEntry[] = entries.map((entry) => ({
    id: entry.id,
    title: `${t(changelogTypeMessage(entry.type))}: ${entry.title}`,
    date: entry.date,
    // The type first, with its label; then the API groups, whose names are their labels.
    categories: [
      { term: entry.type, label: t(changelogTypeMessage(entry.type)) },
      ...entry.apiGroups.map((group) => ({ term: group })),
    ],
    url: entry.url,
    html: storedText(entry.html, locale, 'html'),
  }));
  const info = {
    title:
      summary === ''
        ? t('changelog.feedTitle', { portal })
        : t('changelog.feedTitleFiltered', { portal, filters: summary }),
    description: t('changelog.description'),
    origin: deps.origin,
    pagePath: withQuery(UNIVERSAL_CHANGELOG_PATH, queryString),
    selfPath: withQuery(kind === 'rss' ? CHANGELOG_RSS_PATH : CHANGELOG_ATOM_PATH, queryString),
    language: languageTag(locale),
    updated: entries[0]?.date ?? manifest.builtAt,
  };
  const body = kind === 'rss' ? rssFeed(info, feedEntries) : atomFeed(info, feedEntries);
  // Without privileges a reader sees what everyone sees.
  const shared = deps.principal.privileges.size === 0;
  return new Response(body, {
    headers: {
      'Content-Type':
        kind === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8',
      'Cache-Control': `${shared ? 'public' : 'private'}, max-age=${MAX_AGE}`,
    },
  });
}
