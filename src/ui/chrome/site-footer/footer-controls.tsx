import type { Locale } from '../../../schemas/site.ts';
import { I18nProvider, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { LocaleControl, type LocaleControlProps } from '../locale-control/locale-control.tsx';
import { ThemeControl } from '../theme/theme-control.tsx';
import type { ThemeSettings } from '../theme/theme-settings.ts';

/** Props of {@link FooterControls}. */
export interface FooterControlsProps {
  /** Messages: `localeControlMessages` and `themeMessages`. */
  i18n: I18nPayload;
  /** The site's locales, in order. */
  locales: readonly Locale[];
  /** The locale the page is rendered in. */
  currentLocale: Locale;
  /** The theme the server rendered and whether increased contrast is offered. */
  theme: { settings: ThemeSettings; increasedContrast: boolean };
  /** A translated page's content languages (decision 0042). */
  pageLanguages?: LocaleControlProps['pageLanguages'];
}

/**
 * ISLAND (`client:idle`): the footer's locale control and theme control.
 * Both are native selects, so they are usable before hydration finishes.
 */
export function FooterControls({ i18n, locales, currentLocale, theme, pageLanguages }: FooterControlsProps) {
  return (
    <I18nProvider value={i18n}>
      <LocaleControl
        locales={locales}
        current={currentLocale}
        id="footer-locale"
        pageLanguages={pageLanguages}
      />
      <ThemeControl settings={theme.settings} increasedContrast={theme.increasedContrast} />
    </I18nProvider>
  );
}
