import { useT } from '../../i18n/i18n-context.tsx';
import { docsPageMessages } from './messages.ts';
import styles from './version-banner.module.css';

/** Props of {@link VersionBanner}. */
export interface VersionBannerProps {
  /** The label of the version being read, e.g. '1.x'. */
  version: string;
  /** The latest version's label, e.g. 'Latest'. */
  latest: string;
  /** The same page in the latest version, else the latest's root page. */
  latestUrl: string;
  /** Whether `latestUrl` is this page in the latest version. */
  samePage: boolean;
}

/**
 * The old-version banner (decision 0043): on every page of a docs version that is not the
 * latest, server HTML at the top of the article (it never shifts the layout after load), with a
 * link to the page in the latest version, or to the latest's root when it has no such page.
 */
export function VersionBanner({ version, latest, latestUrl, samePage }: VersionBannerProps) {
  const t = useT(docsPageMessages);
  return (
    <p className={styles.banner} role="note" data-testid="version-banner">
      {t('docsPage.oldVersion', { version, latest })}{' '}
      <a href={latestUrl} className={styles.link} data-testid="version-banner-link">
        {t(samePage ? 'docsPage.oldVersionSamePage' : 'docsPage.oldVersionRoot', { latest })}
      </a>
    </p>
  );
}
