import { trackButtonClick } from '../analytics/navigation-events.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../../core/i18n/locale.ts';
import { LocaleControl } from '../locale-control/locale-control.tsx';
import { ThemeControl, type ThemeControlProps } from '../theme/theme-control.tsx';
import { mobileNavMessages } from './messages.ts';
import styles from './mobile-nav-drawer.module.css';

/** Props of {@link MobileNavFooter}. */
export interface MobileNavFooterProps {
  /** Id prefix for the controls (the dialog's id). */
  id: string;
  locales: readonly Locale[];
  currentLocale: Locale;
  theme?: Pick<ThemeControlProps, 'settings' | 'increasedContrast'> | undefined;
  signedIn: boolean;
  signInHref: string;
}

/** The drawer's footer (spec §2.6): the locale control, the theme control if given, and Sign in for anonymous visitors. */
export function MobileNavFooter({
  id,
  locales,
  currentLocale,
  theme,
  signedIn,
  signInHref,
}: MobileNavFooterProps) {
  const t = useT(mobileNavMessages);
  const signIn = t('mobileNav.signIn');
  return (
    <div className={styles.footer} data-testid="mobile-nav-footer">
      <LocaleControl locales={locales} current={currentLocale} id={`${id}-locale`} />
      {theme !== undefined && <ThemeControl {...theme} className={styles.theme} />}
      {!signedIn && (
        <a
          href={signInHref}
          className={styles.signIn}
          onClick={() =>
            trackButtonClick({ actionSubjectId: 'mobileNavSignIn', href: signInHref, title: signIn })
          }
          data-testid="mobile-nav-sign-in"
        >
          {signIn}
        </a>
      )}
    </div>
  );
}
