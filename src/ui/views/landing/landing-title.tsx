import type { LandingPage } from '../../../schemas/landing.ts';
import { ContentIcon } from '../../kit/icons/product-icon.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { splitAtLink } from '../../../core/i18n/split-at-link.ts';
import { landingMessages } from './messages.ts';
import styles from './landing-title.module.css';

/** Props of {@link LandingTitle}. */
export interface LandingTitleProps {
  page: Pick<LandingPage, 'heading' | 'icon' | 'intro' | 'introLink' | 'comparisonLink' | 'switchLink'>;
  developerHost: string;
}

/** Size of the landing's title icon. */
export const LANDING_ICON_SIZE = 40;

/**
 * The landing title area (spec §2.2): the h1 with the platform or product icon, the intro sentence
 * with its developer-guide link in place of `{link}`, the comparison link and the link to the other
 * landing, each with the exact text of the landing file. Static (not an island).
 */
export function LandingTitle({ page, developerHost }: LandingTitleProps) {
  const t = useT(landingMessages);
  const intro = splitAtLink(page.intro);
  return (
    <header className={styles.title} data-testid="landing-title">
      <div className={styles.headingRow}>
        <ContentIcon icon={page.icon} size={LANDING_ICON_SIZE} className={styles.icon} />
        <h1 className={styles.heading}>{page.heading}</h1>
      </div>
      <p className={styles.intro} data-testid="landing-intro">
        {intro.before}
        <ContentLink href={page.introLink.href} developerHost={developerHost}>
          {page.introLink.title}
        </ContentLink>
        {intro.after}
      </p>
      <ul className={styles.links} aria-label={t('landing.otherLinksLabel')}>
        <li>
          <ContentLink
            href={page.comparisonLink.href}
            developerHost={developerHost}
            data-testid="comparison-link"
          >
            {page.comparisonLink.title}
          </ContentLink>
        </li>
        <li>
          <ContentLink href={page.switchLink.href} developerHost={developerHost} data-testid="switch-link">
            {page.switchLink.title}
          </ContentLink>
        </li>
      </ul>
    </header>
  );
}
