import type { GlobalLinks } from '../../schemas/global-links.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { ContentLink } from '../layout/content-link.tsx';
import { siteFooterMessage } from './messages.ts';
import styles from './site-footer.module.css';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  site: Pick<SiteConfig, 'vendorName' | 'developerHost'>;
  globalLinks: Pick<GlobalLinks, 'footer'>;
  /** Year of the copyright line; defaults to the current year at render time. */
  year?: number;
}

/**
 * MINIMAL static footer (spec §2.8; the cookie-preferences toggle comes with the consent work).
 * Static, not an island. The footer links in a grid of 1, 2 or 3 columns (breakpoints 40em and
 * 64em), then '© {year} {vendorName}'.
 */
export function SiteFooter({ site, globalLinks, year = new Date().getFullYear() }: SiteFooterProps) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <nav aria-label={siteFooterMessage('siteFooter.navLabel')}>
          <ul className={styles.links}>
            {globalLinks.footer.links.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href} developerHost={site.developerHost} data-testid="footer-link">
                  {link.title}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright} data-testid="copyright">
          {siteFooterMessage('siteFooter.copyright', { year, vendorName: site.vendorName })}
        </p>
      </div>
    </footer>
  );
}
