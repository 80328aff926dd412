import { normaliseRoute } from '../../core/content/page-route.ts';
import { isLocale } from '../../core/i18n/locale.ts';
import { ANONYMOUS } from '../../core/policy/principal.ts';
import type { ContentStore } from '../content/content-store.ts';
import { pageInLanguage } from '../content/content-language.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { navigationHash, pageNavigation } from './page-navigation.ts';

const json = (body: unknown, status: number, cache = 'no-store') =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } });

/**
 * GET /api/island-data/product-nav?path=&locale=&v=: the product header's navigation of the
 * documentation page at `path` as an anonymous reader sees it (spec §6: links to pages that need
 * a privilege are left out whoever asks), which that reader's page no longer carries (decision
 * 0065). `v` is the hash the page was rendered with: when it is the navigation's, the answer is
 * immutable; after a content change it is answered afresh. A path that is no page an anonymous
 * reader may read is a 404, a locale the site does not offer a 400; other methods get a 405.
 */
export async function handleProductNavigation(
  request: Request,
  content: () => Promise<Pick<ContentStore, 'manifest' | 'findRoute' | 'packageOf' | 'navigationFor'>>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return methodNotAllowed(request, ['GET', 'HEAD']);
  const store = await content();
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale') ?? undefined;
  if (!isLocale(locale, store.manifest.site.locales))
    return json({ error: `locale must be one of ${store.manifest.site.locales.join(', ')}.` }, 400);
  const path = query.get('path') ?? '';
  const inLanguage = path.endsWith('/') ? pageInLanguage(store, path, ANONYMOUS) : undefined;
  if (inLanguage === undefined) return json({ error: 'path is not a documentation page.' }, 404);
  const servedRoute = inLanguage.fallback ? (normaliseRoute(path) ?? path) : inLanguage.entry.route;
  const { productNavigation } = pageNavigation(store, inLanguage, servedRoute, locale, ANONYMOUS);
  const current = query.get('v') === navigationHash(productNavigation);
  return json(productNavigation, 200, current ? 'public, max-age=31536000, immutable' : 'public, no-cache');
}
