import type { SiteConfig } from '../../schemas/site.ts';
import { LOCALE_COOKIE, negotiateLocale, type Locale } from '../../core/i18n/locale.ts';
import { readCookie } from '../http/cookies.ts';

/**
 * The locale a page renders in: the reader's saved choice (the locale cookie), else the best
 * Accept-Language match among the site's locales, else the site default.
 */
export function localeOf(request: Request, site: Pick<SiteConfig, 'locales' | 'defaultLocale'>): Locale {
  return negotiateLocale(
    readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    request.headers.get('accept-language'),
    site.locales,
    site.defaultLocale,
  );
}
