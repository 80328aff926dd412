import type { HomePage as HomePageData } from '../../../schemas/landing.ts';
import type { SiteConfig } from '../../../schemas/site.ts';
import { I18nProvider, useT } from '../../i18n/i18n-context.tsx';
import type { I18nPayload } from '../../../core/i18n/payload.ts';
import { toTile } from '../landing/landing-data.ts';
import { Tile } from '../landing/tile.tsx';
import { cx } from '../../kit/class-names/class-names.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import styles from './home-page.module.css';
import { homeMessages } from './messages.ts';

/** Props of {@link HomePage}. */
export interface HomePageProps {
  page: HomePageData;
  site: Pick<SiteConfig, 'developerHost'>;
  /** Locale and messages: `payloadFor(locale, ...HOME_CATALOGUES)`. */
  i18n: I18nPayload;
}

/**
 * The / page body: heading, intro, action links and content cards, all from the home content file.
 * Static (not an island). The header is transparent on / (`<SiteHeader transparent />`) and sits
 * over this page's hero, which therefore starts with the header's height as top padding.
 * The shell wraps this in `MainLandmark`.
 */
export function HomePage({ i18n, ...props }: HomePageProps) {
  return (
    <I18nProvider value={i18n}>
      <HomeBody {...props} />
    </I18nProvider>
  );
}

function HomeBody({ page, site }: Omit<HomePageProps, 'i18n'>) {
  const t = useT(homeMessages);
  const cards = page.cards.map((card) => toTile(card));
  return (
    <div className={styles.home} data-testid="home-page">
      <div className={styles.hero}>
        <div className={styles.inner}>
          <h1 className={styles.heading}>{page.heading}</h1>
          <p className={styles.intro}>{page.intro}</p>
          <ul className={styles.actions} aria-label={t('home.actionsLabel')}>
            {page.actions.map((action, index) => (
              <li key={action.href}>
                <ContentLink
                  href={action.href}
                  developerHost={site.developerHost}
                  className={cx(styles.action, index === 0 && styles.primary)}
                  data-testid="home-action"
                >
                  {action.title}
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {cards.length > 0 && (
        <ul className={cx(styles.inner, styles.cards)} aria-label={t('home.cardsLabel')}>
          {cards.map((card) => (
            <li key={card.href}>
              <Tile tile={card} headingLevel={2} developerHost={site.developerHost} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
