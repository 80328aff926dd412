import type { ReactNode } from 'react';
import type { LandingPage as LandingPageData } from '../../schemas/landing.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { LandingTitle } from './landing-title.tsx';
import styles from './landing-page.module.css';

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  page: LandingPageData;
  site: Pick<SiteConfig, 'developerHost'>;
  /** The sections: the shell passes `<LandingSections client:load {...toLandingSectionsProps(…)} />`. */
  children: ReactNode;
}

/**
 * The /cloud and /server page body (spec §2.2): the title area, then the sections, in a main area
 * at most 1230px wide. Static (not an island); the sections island is passed as children so
 * Astro hydrates it on its own. The shell wraps this in `MainLandmark`.
 *
 * ```astro
 * <MainLandmark>
 *   <LandingPage page={page} site={site}>
 *     <LandingSections client:load {...toLandingSectionsProps(page, site)} />
 *   </LandingPage>
 * </MainLandmark>
 * ```
 */
export function LandingPage({ page, site, children }: LandingPageProps) {
  return (
    <div className={styles.page} data-testid="landing-page" data-screen-name={page.screenName}>
      <LandingTitle page={page} developerHost={site.developerHost} />
      {children}
    </div>
  );
}
