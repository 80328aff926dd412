import type { LinkTile } from '../../../schemas/global-links.ts';
import { ContentIcon } from '../../kit/icons/product-icon.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import styles from './drawers.module.css';
import { tracked } from './track.ts';

/** Props of {@link DrawerTile}. */
export interface DrawerTileProps {
  tile: LinkTile;
  developerHost: string;
  /** Analytics subject id of the link. */
  trackId: string;
}

/**
 * One link of the documentation drawer (spec §2.4): its platform or product icon, title and
 * subtitle, the whole tile one link. External links open in a new tab (spec §2.1).
 */
export function DrawerTile({ tile, developerHost, trackId }: DrawerTileProps) {
  return (
    <li className={styles.option}>
      <ContentLink
        href={tile.href}
        developerHost={developerHost}
        className={styles.tile}
        data-testid="drawer-tile"
        {...tracked('link', trackId, tile.title)}
      >
        <span className={styles.tileIcon}>
          <ContentIcon icon={tile.icon} size={24} />
        </span>
        <span className={styles.tileText}>
          <span className={styles.tileTitle}>{tile.title}</span>
          {tile.subtitle !== '' && <span className={styles.tileSubtitle}>{tile.subtitle}</span>}
        </span>
      </ContentLink>
    </li>
  );
}
