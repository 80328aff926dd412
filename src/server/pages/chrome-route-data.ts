import { landingRoutes } from '../../core/routes/landing-routes.ts';
import type { RouteEntry, SiteManifest } from '../../schemas/built.ts';
import { versionSearchFilter } from '../../core/content/versions/version-search-scope.ts';
import { brandStyle } from '../../core/branding/brand-style.ts';
import { languageTag, type Locale } from '../../core/i18n/locale.ts';
import { contentLanguageOfLocale, languageName } from '../../core/content/i18n/content-locale.ts';
import { payloadFor } from '../../ui/i18n/catalogues.ts';
import { bannerMessages } from '../../ui/chrome/banner/messages.ts';
import { layoutMessages } from '../../ui/chrome/layout/messages.ts';
import { storageNoticeMessages } from '../../ui/chrome/layout/storage-notice-messages.ts';
import { siteHeaderProps } from '../../ui/chrome/site-header/header-props.ts';
import { footerProps, type FooterInput } from '../../ui/chrome/site-footer/footer-props.ts';
import {
  colorSchemeContent,
  parseThemeCookie,
  themeAttributes,
} from '../../ui/chrome/theme/theme-settings.ts';
import { relatedSearchScope, searchEntryProps } from '../../ui/features/search-modal/search-entry-props.ts';
import { consentSettings } from '../../core/consent/consent-cookie.ts';
import { printedConsentDecidedScript, printedSavedThemeScript } from './printed-scripts.ts';
import { indicatorHead } from '../changelog/indicator-head.ts';
import { telemetryProps } from '../analytics/telemetry-props.ts';
import type { RequestLocals } from '../middleware/middleware.ts';
import { sessionHeartbeatProps } from '../sessions/heartbeat-props.ts';

/** What a page shell knows about its request (Astro's global has all of it). */
export interface PageRequest {
  locals: RequestLocals;
  request: Request;
  url: URL;
}

/** How a page asks for its chrome. */
export interface ChromeOptions {
  /** The header lies over the page's hero (landing pages). */
  transparentHeader?: boolean;
  /**
   * The canonical path when it is not the URL's own: a translation's fallback (decision 0042), an
   * older docs version's page (decision 0043).
   */
  canonicalPath?: string | undefined;
  /** The documentation page being read: its docs version scopes the search (decision 0043). */
  docsEntry?: Pick<RouteEntry, 'packageName' | 'version'> | undefined;
  /** The page's content languages, which the locale control offers first (decision 0042). */
  pageLanguages?: FooterInput['pageLanguages'];
}

/**
 * The content language search answers in (decision 0042): the page's, else the UI locale's, with
 * its name in the chrome's language. Undefined on a site without content locales.
 */
function searchLanguage(site: SiteManifest['site'], locale: Locale, pageLanguage: string | undefined) {
  const lang = pageLanguage ?? contentLanguageOfLocale(locale, site);
  if (lang === undefined || site.contentLocales.length === 0) return undefined;
  return { lang, name: languageName(lang, languageTag(locale)) };
}

/**
 * Everything the base layout renders around a page, built once per request from its locals: the
 * document language and theme, the CSRF token and script nonce, the canonical URL, the header
 * (account, features, search entry), the footer and consent, telemetry, the session heartbeat and
 * the storage notice. The layout only renders it.
 */
export async function chromeRouteData(
  page: PageRequest,
  manifest: SiteManifest,
  options: ChromeOptions = {},
) {
  const { locals, request, url } = page;
  const { services, locale, account } = locals;
  const publicPage = locals.pageCache === 'public';
  const { site, globalLinks } = manifest;
  const transparent = options.transparentHeader ?? false;
  // Never from the Host header, which the client chooses: PUBLIC_URL, or the request on local hosts.
  const publicOrigin = await services.publicOrigin(request);
  // Every page is rendered in the default theme, so a public page is the same for every reader;
  // the saved one is painted by a head script before the first frame (saved-theme-script.ts).
  const theme = parseThemeCookie(undefined, site.features);
  const telemetry = telemetryProps(request, site, services.env);
  // The search modal's configuration; without a search index the entry stays a link.
  const search = await services
    .search()
    .then((service) =>
      service.clientConfig({ principal: locals.principal, cookieHeader: request.headers.get('cookie') }),
    )
    // A public page is the same for every reader: its modal asks for a key when it first searches.
    .then((settings) => (publicPage ? { ...settings, apiSearchKey: '', keyExpiry: 0 } : settings))
    .then(
      (settings) =>
        searchEntryProps({
          locale,
          settings,
          account,
          aiBrandName: services.env.ENABLE_AI ? site.aiBrandName : undefined,
          filters: versionSearchFilter(manifest, options.docsEntry),
          contentLanguage: searchLanguage(site, locale, options.pageLanguages?.current),
          related: relatedSearchScope(manifest.packages, options.docsEntry, url.pathname),
        }),
      (error: unknown) => {
        services.log.warn('search unavailable: the header search entry stays a link', {
          error: String(error),
        });
        return undefined;
      },
    );
  return {
    lang: languageTag(locale),
    themeAttributes: themeAttributes(theme),
    // The site's brand colours and square logo (site.yaml branding); absent: the portal's own.
    brandStyle: brandStyle(manifest.branding),
    favicon: manifest.branding?.logo?.icon.url,
    colorScheme: colorSchemeContent(theme),
    savedThemeScript: printedSavedThemeScript(site.features.increasedContrast),
    // None in a public page: its scripts ask /api/csrf when they first post.
    csrfToken: publicPage ? '' : (locals.csrfToken ?? ''),
    // This answer's CSP nonce, on every script the layout writes (docs/decisions/0020).
    nonce: locals.cspNonce,
    canonical:
      publicOrigin === undefined
        ? undefined
        : new URL(options.canonicalPath ?? url.pathname, publicOrigin).href,
    // Alternates are absolute on the public origin, else on the request's.
    absoluteUrl: (path: string) => new URL(path, publicOrigin ?? url.origin).href,
    ogSiteName: `${site.vendorName} ${site.portalName}`,
    header: siteHeaderProps({
      site,
      globalLinks,
      landings: landingRoutes(manifest.landings),
      branding: manifest.branding,
      features: locals.features,
      account,
      url,
      locale,
      transparent,
      theme: { settings: theme, increasedContrast: site.features.increasedContrast },
      search,
    }),
    transparentHeader: transparent,
    // Footer, cookie consent and telemetry.
    footer: footerProps({
      locale,
      site,
      globalLinks,
      theme,
      environment: telemetry.environment,
      ...(options.pageLanguages && { pageLanguages: options.pageLanguages }),
    }),
    // Every page renders the consent banner (so a public page is the same for every reader);
    // this head script hides it from the first frame when the reader has decided.
    consentDecidedScript: printedConsentDecidedScript(consentSettings(telemetry.environment).cookieName),
    telemetry,
    // The changelog indicator's head data (src/ui/chrome/changelog-indicator).
    changelogIndicator: indicatorHead(manifest.changelog, locals.principal, account),
    // The session heartbeat: only for signed-in readers (spec §6).
    heartbeat: sessionHeartbeatProps(account, locale, services.sessionSettings().heartbeatPath),
    i18n: {
      layout: payloadFor(locale, layoutMessages),
      banner: payloadFor(locale, bannerMessages),
      // Shown when the session store could not be reached and the reader is served signed out.
      storageNotice: locals.storageUnavailable ? payloadFor(locale, storageNoticeMessages) : undefined,
    },
  };
}

/** The chrome of one page (see chromeRouteData). */
export type ChromeRouteData = Awaited<ReturnType<typeof chromeRouteData>>;
