import type { GlobalLinks } from '../../../schemas/global-links.ts';
import type { Locale, SiteConfig } from '../../../schemas/site.ts';
import type { Environment } from '../../../core/telemetry/environment.ts';
import { consentBannerMessages, consentToggleMessages } from '../consent/messages.ts';
import { payloadFor } from '../../i18n/catalogues.ts';
import { layoutMessages } from '../layout/messages.ts';
import { localeControlMessages } from '../locale-control/messages.ts';
import { themeMessages } from '../theme/messages.ts';
import type { ThemeSettings } from '../theme/theme-settings.ts';
import { siteFooterMessages } from './messages.ts';
import type { PageLanguageOption } from '../locale-control/page-languages.ts';

/** What the page shell knows that the footer and the consent islands need. */
export interface FooterInput {
  locale: Locale;
  site: Pick<SiteConfig, 'vendorName' | 'developerHost' | 'locales' | 'features'>;
  globalLinks: Pick<GlobalLinks, 'footer'>;
  /** The theme the page is rendered with. */
  theme: ThemeSettings;
  /** The environment of the request's host. */
  environment: Environment;
  /** The page's content languages and the URL's (decision 0042), for the locale control. */
  pageLanguages?: { languages: readonly PageLanguageOption[]; current: string | undefined };
}

/**
 * Props of the footer and its islands, each with only its own messages: `footer` (static),
 * `cookiePreferences` and `controls` (its islands), and `banner` (the consent banner island).
 */
export function footerProps({ locale, site, globalLinks, theme, environment, pageLanguages }: FooterInput) {
  return {
    footer: {
      site: { vendorName: site.vendorName, developerHost: site.developerHost },
      globalLinks,
      i18n: payloadFor(locale, siteFooterMessages, layoutMessages),
    },
    cookiePreferences: { i18n: payloadFor(locale, consentToggleMessages), environment },
    controls: {
      i18n: payloadFor(locale, localeControlMessages, themeMessages),
      locales: site.locales,
      currentLocale: locale,
      ...(pageLanguages !== undefined &&
        pageLanguages.languages.length > 0 && {
          pageLanguages: { ...pageLanguages, languages: [...pageLanguages.languages] },
        }),
      theme: { settings: theme, increasedContrast: site.features.increasedContrast },
    },
    banner: { i18n: payloadFor(locale, consentBannerMessages), environment },
  };
}
