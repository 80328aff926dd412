import type { HomePage as HomePageData } from '../../schemas/landing.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { toTile } from '../landing/landing-data.ts';
import { Tile } from '../landing/tile.tsx';
import { cx } from '../layout/class-names.ts';
import { ContentLink } from '../layout/content-link.tsx';
import styles from './home-page.module.css';
import { homeMessage } from './messages.ts';

/** Props of {@link HomePage}. */
export interface HomePageProps {
  page: HomePageData;
  site: Pick<SiteConfig, 'developerHost'>;
}

/**
 * The / page body: heading, intro, action links and content cards, all from the home content file.
 * Static (not an island). The header is transparent on / (`<SiteHeader transparent />`) and sits
 * over this page's hero, which therefore starts with the header's height as top padding.
 * The shell wraps this in `MainLandmark`.
 */
export function HomePage({ page, site }: HomePageProps) {
  const cards = page.cards.map((card) => toTile(card));
  return (
    <div className={styles.home} data-testid="home-page">
      <div className={styles.hero}>
        <div className={styles.inner}>
          <h1 className={styles.heading}>{page.heading}</h1>
          <p className={styles.intro}>{page.intro}</p>
          <ul className={styles.actions} aria-label={homeMessage('home.actionsLabel')}>
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
        <ul className={cx(styles.inner, styles.cards)} aria-label={homeMessage('home.cardsLabel')}>
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
