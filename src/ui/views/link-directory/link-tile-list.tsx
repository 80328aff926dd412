import type { LinkTile } from '../../../schemas/global-links.ts';
import { ContentIcon } from '../../kit/icons/product-icon.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import styles from './link-directory.module.css';

/** Props of {@link LinkTileList}. */
export interface LinkTileListProps {
  tiles: readonly LinkTile[];
  developerHost: string;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A list of link tiles (icon, title, subtitle), as in the documentation drawer (spec §2.4).
 * Static; the drawer island of the global header reuses it.
 */
export function LinkTileList({ tiles, developerHost, label }: LinkTileListProps) {
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.href} className={styles.tile} data-testid="link-tile">
          <ContentIcon icon={tile.icon} size={24} className={styles.icon} />
          <span className={styles.text}>
            <ContentLink href={tile.href} developerHost={developerHost} className={styles.title}>
              {tile.title}
            </ContentLink>
            {tile.subtitle !== '' && <span className={styles.subtitle}>{tile.subtitle}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
