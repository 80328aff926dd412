import { LOCALE_COOKIE, negotiateLocale } from '../../core/i18n/locale.ts';
import { contentLocaleOfPath, nearestUiLocale } from '../../core/content/i18n/content-locale.ts';
import { readCookie } from '../http/cookies.ts';
import type { Locale } from '../../core/i18n/locale.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import type { Middleware } from './middleware.ts';

/**
 * The locale a request's page renders in: the reader's saved choice (the locale cookie), else the
 * best Accept-Language match among the site's locales, else the site default; a content
 * locale's URL speaks its language, without saving anything (decision 0042).
 */
export function requestLocale(
  request: Request,
  site: Pick<SiteConfig, 'locales' | 'defaultLocale' | 'contentLocales'>,
): Locale {
  return localeOf(
    {
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
      pathname: new URL(request.url).pathname,
    },
    site,
  );
}

/** {@link requestLocale} from the request's parts (the HTTP server has no Web Request). */
export function localeOf(
  parts: { cookie: string | null; acceptLanguage: string | null; pathname: string },
  site: Pick<SiteConfig, 'locales' | 'defaultLocale' | 'contentLocales'>,
): Locale {
  const negotiated = negotiateLocale(
    readCookie(parts.cookie, LOCALE_COOKIE),
    parts.acceptLanguage,
    site.locales,
    site.defaultLocale,
  );
  const urlLocale = contentLocaleOfPath(parts.pathname, site.contentLocales);
  return urlLocale === undefined ? negotiated : nearestUiLocale(urlLocale, site.locales, negotiated);
}

/**
 * Sets locals.locale, the locale a page renders in: the reader's saved choice (the locale
 * cookie), else the best Accept-Language match among the site's locales, else the site default.
 * Without a content build the request goes on in the initial locale; the page then reports the
 * missing build itself.
 */
export const localeMiddleware: Middleware = async (request, context, next) => {
  const site = await context.locals.services.manifest().then(
    (manifest) => manifest.site,
    () => undefined,
  );
  if (site !== undefined) context.locals.locale = requestLocale(request, site);
  return next();
};
