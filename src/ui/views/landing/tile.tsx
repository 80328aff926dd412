import { ContentIcon } from '../../kit/icons/product-icon.tsx';
import { cx } from '../../kit/class-names/class-names.ts';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import type { TileView } from './landing-view.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { landingMessages } from './messages.ts';
import styles from './tile.module.css';

/** Heading levels tiles may use, so they follow their section and group headings. */
export type TileHeadingLevel = 2 | 3 | 4;

/** Props of {@link Tile}. */
export interface TileProps {
  tile: TileView;
  headingLevel: TileHeadingLevel;
  developerHost: string;
}

/** Size of the product icon in a tile heading (spec §2.2: 21px). */
export const TILE_HEADING_ICON_SIZE = 21;

/**
 * A content tile: a heading link with an optional 21px product icon, an optional description
 * (optionally visible only on hover or focus, but always in the accessibility tree) and up to
 * `maxSubLinks` sub-links (capped by the mapper). Static markup; used by the LandingSections
 * island and the home page.
 */
export function Tile({ tile, headingLevel, developerHost }: TileProps) {
  const t = useT(landingMessages);
  const Heading = `h${headingLevel}` as const;
  const descriptionClass = cx(styles.description, tile.descriptionOnHover && styles.onHover);
  return (
    <div className={styles.tile} data-testid="tile">
      <Heading className={styles.heading}>
        <ContentLink href={tile.href} developerHost={developerHost} className={styles.headingLink}>
          {tile.icon && (
            <ContentIcon icon={tile.icon} size={TILE_HEADING_ICON_SIZE} className={styles.icon} />
          )}
          <span>{tile.title}</span>
        </ContentLink>
      </Heading>
      {tile.description !== undefined && (
        <p
          className={descriptionClass}
          data-testid="tile-description"
          data-on-hover={tile.descriptionOnHover}
        >
          {tile.description}
        </p>
      )}
      {tile.subLinks.length > 0 && (
        <ul className={styles.subLinks} aria-label={t('landing.subLinksLabel', { title: tile.title })}>
          {tile.subLinks.map((link) => (
            <li key={link.href}>
              <ContentLink href={link.href} developerHost={developerHost}>
                {link.title}
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
