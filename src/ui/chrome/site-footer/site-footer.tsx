import type { ReactNode } from 'react';
import type { GlobalLinks } from '../../../schemas/global-links.ts';
import type { SiteConfig } from '../../../schemas/site.ts';
import { I18nProvider, useT, type I18nPayload } from '../../i18n/i18n-context.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { siteFooterMessages } from './messages.ts';
import styles from './site-footer.module.css';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  site: Pick<SiteConfig, 'vendorName' | 'developerHost'>;
  globalLinks: Pick<GlobalLinks, 'footer'>;
  /** Messages: `siteFooterMessages` and `layoutMessages` (the links' new-tab hint). */
  i18n: I18nPayload;
  /** Year of the copyright line; defaults to the current year at render time. */
  year?: number;
  /** Slot: the Cookie preferences island, shown as the last link. */
  cookiePreferences?: ReactNode;
  /** Slot: the footer controls island (locale, theme). */
  controls?: ReactNode;
}

/**
 * The site footer (spec §2.8), rendered on the server and never hydrated: the footer links from
 * the content set in a grid of 1, 2 or 3 columns (breakpoints 40em and 64em), the Cookie
 * preferences toggle after them, the locale and theme controls, and '© {year} {vendorName}'.
 * The interactive parts arrive as slots holding their own small islands.
 */
export function SiteFooter({ i18n, ...props }: SiteFooterProps) {
  return (
    <I18nProvider value={i18n}>
      <Footer {...props} />
    </I18nProvider>
  );
}

function Footer({
  site,
  globalLinks,
  year = new Date().getFullYear(),
  cookiePreferences,
  controls,
}: Omit<SiteFooterProps, 'i18n'>) {
  const t = useT(siteFooterMessages);
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <nav aria-label={t('siteFooter.navLabel')}>
          <ul className={styles.links} data-testid="footer-links">
            {globalLinks.footer.links.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} developerHost={site.developerHost} data-testid="footer-link">
                  {link.title}
                </ContentLink>
              </li>
            ))}
            {cookiePreferences !== undefined && <li className={styles.preferences}>{cookiePreferences}</li>}
          </ul>
        </nav>
        {controls !== undefined && (
          <div className={styles.controls} role="group" aria-label={t('siteFooter.settingsLabel')}>
            {controls}
          </div>
        )}
        <p className={styles.copyright} data-testid="copyright">
          {t('siteFooter.copyright', { year: String(year), vendorName: site.vendorName })}
        </p>
      </div>
    </footer>
  );
}
