import type { GlobalLinks } from '../../schemas/global-links.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { SearchIcon } from '../icons/svg-icons.tsx';
import { ContentLink } from '../layout/content-link.tsx';
import { currentKind, SEARCH_PATH, selectedHeaderItemId, signInHref } from './header-links.ts';
import { siteHeaderMessage } from './messages.ts';
import styles from './site-header.module.css';

/** When the header sticks to the top (spec §2.3); the default is desktop only. */
export type StickyMode = 'desktop' | 'mobile' | 'mobile-tablet' | 'all';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  site: Pick<SiteConfig, 'portalName' | 'developerHost'>;
  globalLinks: Pick<GlobalLinks, 'header' | 'footer'>;
  /**
   * The current page's path, query and hash (e.g. `/cloud/?a=1`), for selection and the sign-in
   * returnTo. The server never sees the hash, so server renders pass path and query.
   */
  currentUrl: string;
  /** Transparent background, overlaying the page top (the home page, spec §2.1). */
  transparent?: boolean;
  sticky?: StickyMode;
}

/**
 * MINIMAL static global header (a later issue builds the interactive one). Static, not an island.
 * 68px tall, content 1232px wide, layer 150: product-home link with the logo (the icon logo at
 * 1124px and narrower), the header items as plain links (the selected one has aria-current), a
 * search link, the Support link (hidden at 900px and narrower) and 'Sign in'.
 */
export function SiteHeader({
  site,
  globalLinks,
  currentUrl,
  transparent = false,
  sticky = 'desktop',
}: SiteHeaderProps) {
  const pathname = currentUrl.replace(/[?#].*$/, '') || '/';
  const selectedId = selectedHeaderItemId(globalLinks.header, pathname);
  const homeLabel = siteHeaderMessage('siteHeader.homeLabel', { portalName: site.portalName });
  return (
    <header
      className={styles.header}
      data-testid="site-header"
      data-transparent={transparent}
      data-sticky={sticky}
    >
      <div className={styles.inner}>
        <a href="/" className={styles.home} data-testid="home-link">
          <picture>
            <source media="(max-width: 1124px)" srcSet="/_static/logo-icon.svg" width={24} height={24} />
            <img src="/_static/logo.svg" alt={homeLabel} className={styles.logo} width={128} height={24} />
          </picture>
        </a>
        <nav className={styles.nav} aria-label={siteHeaderMessage('siteHeader.navLabel')}>
          <ul className={styles.navList}>
            {globalLinks.header.map((item) => (
              <li key={item.id}>
                <ContentLink
                  href={item.href}
                  developerHost={site.developerHost}
                  className={styles.navLink}
                  aria-current={item.id === selectedId ? currentKind(item.href, pathname) : undefined}
                  data-testid="header-nav-item"
                >
                  {item.title}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <a href={SEARCH_PATH} className={styles.search} data-testid="search-link">
            <SearchIcon />
            <span>{siteHeaderMessage('siteHeader.search')}</span>
          </a>
          <ContentLink
            href={globalLinks.footer.support.header}
            developerHost={site.developerHost}
            className={styles.support}
            data-testid="support-link"
          >
            {siteHeaderMessage('siteHeader.support')}
          </ContentLink>
          <a href={signInHref(currentUrl)} className={styles.signIn} data-testid="sign-in-link">
            {siteHeaderMessage('siteHeader.signIn')}
          </a>
        </div>
      </div>
    </header>
  );
}
