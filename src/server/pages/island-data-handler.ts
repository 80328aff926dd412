import { isLocale, type Locale } from '../../core/i18n/locale.ts';
import type { SiteManifest } from '../../schemas/built.ts';
import { AI_ANSWER_CATALOGUES } from '../../ui/features/ai-answer/index.ts';
import { searchPartData } from '../../ui/features/search-modal/search-entry-props.ts';
import { headerPartsData } from '../../ui/chrome/site-header/header-props.ts';
import { ISLAND_DATA_PARTS, type IslandDataPart } from '../../ui/kit/islands/island-data.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { consentDialogMessages } from '../../ui/chrome/consent/messages.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';

/** What the handler needs from the request's locals. */
export interface IslandDataDeps {
  manifest: () => Promise<Pick<SiteManifest, 'site' | 'globalLinks' | 'branding'>>;
  /** The request's feature context (locals.features): it filters the drawers' secondary links. */
  features: ReadonlySet<string>;
}

// Strings change only with the app: a short shared cache spares repeat visits. The header's links
// depend on the visitor's features, which change with signing in or out: asked afresh each time.
const CACHE: Record<IslandDataPart, string> = {
  header: 'private, no-cache',
  search: 'public, max-age=300',
  consent: 'public, max-age=300',
};

const json = (body: unknown, status: number, cache = 'no-store') =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } });

const isPart = (value: string | undefined): value is IslandDataPart =>
  (ISLAND_DATA_PARTS as readonly (string | undefined)[]).includes(value);

function partData(
  part: IslandDataPart,
  manifest: Pick<SiteManifest, 'globalLinks' | 'branding'>,
  deps: IslandDataDeps,
  locale: Locale,
) {
  switch (part) {
    case 'header':
      return headerPartsData({
        globalLinks: manifest.globalLinks,
        branding: manifest.branding,
        features: deps.features,
        locale,
      });
    case 'search':
      return searchPartData(locale, AI_ANSWER_CATALOGUES);
    case 'consent':
      return { i18n: payloadFor(locale, consentDialogMessages) };
  }
}

/**
 * GET /api/island-data/{part}?locale={locale}: the data an island part uses only once it is
 * opened (the header's drawers, the search modal), which pages therefore do not carry
 * (docs/decisions/0065-page-weight.md). An unknown part is a 404, a locale the site does not
 * offer a 400, both JSON; methods other than GET and HEAD get a 405.
 */
export async function handleIslandData(
  request: Request,
  part: string | undefined,
  deps: IslandDataDeps,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return methodNotAllowed(request, ['GET', 'HEAD']);
  if (!isPart(part))
    return json({ error: `Unknown island part; use one of ${ISLAND_DATA_PARTS.join(', ')}.` }, 404);
  const manifest = await deps.manifest();
  const locale = new URL(request.url).searchParams.get('locale') ?? undefined;
  if (!isLocale(locale, manifest.site.locales))
    return json({ error: `locale must be one of ${manifest.site.locales.join(', ')}.` }, 400);
  return json(partData(part, manifest, deps, locale), 200, CACHE[part]);
}
