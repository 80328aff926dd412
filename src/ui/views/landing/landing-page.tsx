import { IconUrlsProvider } from '../../kit/icons/icon-urls.tsx';
import type { IconUrls } from '../../kit/icons/icon-src.ts';
import type { ReactNode } from 'react';
import type { LandingPage as LandingPageData } from '../../../schemas/landing.ts';
import type { SiteConfig } from '../../../schemas/site.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { LandingTitle } from './landing-title.tsx';
import styles from './landing-page.module.css';

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  page: LandingPageData;
  site: Pick<SiteConfig, 'developerHost'>;
  /** The sections: the shell passes `<LandingSections client:load {...toLandingSectionsProps(…)} />`. */
  children: ReactNode;
  /** Locale and messages: `payloadFor(locale, ...LANDING_CATALOGUES)`. */
  i18n: I18nPayload;
  /** The content root's icon URLs (manifest.branding.icons). */
  icons?: IconUrls | undefined;
}

/**
 * The /cloud and /server page body (spec §2.2): the title area, then the sections, in a main area
 * at most 1230px wide. Static (not an island); the sections island is passed as children so
 * Astro hydrates it on its own. The shell wraps this in `MainLandmark`.
 *
 * ```astro
 * <MainLandmark>
 *   <LandingPage page={page} site={site} i18n={payloadFor(locale, ...LANDING_CATALOGUES)}>
 *     <LandingSections client:load {...toLandingSectionsProps(page, site, locale)} />
 *   </LandingPage>
 * </MainLandmark>
 * ```
 */
export function LandingPage({ page, site, children, i18n, icons }: LandingPageProps) {
  return (
    <div className={styles.page} data-testid="landing-page" data-screen-name={page.screenName}>
      <I18nProvider value={i18n}>
        <IconUrlsProvider urls={icons}>
          <LandingTitle page={page} developerHost={site.developerHost} />
        </IconUrlsProvider>
      </I18nProvider>
      {children}
    </div>
  );
}
