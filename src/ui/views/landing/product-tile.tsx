import { ContentIcon } from '../../kit/icons/product-icon.tsx';
import { ContentLink } from '../../kit/content-link/content-link.tsx';
import type { TileView } from './landing-view.ts';
import styles from './product-tile.module.css';
import type { TileHeadingLevel } from './tile.tsx';

/** Props of {@link ProductTile}. */
export interface ProductTileProps {
  tile: TileView;
  headingLevel: TileHeadingLevel;
  developerHost: string;
}

/** Product-tile icon image size (spec §2.2: 25px inside a 44px box). */
export const PRODUCT_TILE_ICON_SIZE = 25;

/**
 * A product tile: a 44px icon box with a 25px image beside the title link and subtitle. The whole
 * tile is clickable through a stretched pseudo-element on its one real link, so keyboard users
 * meet one tab stop and see the focus ring around the whole tile. Static markup.
 */
export function ProductTile({ tile, headingLevel, developerHost }: ProductTileProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.tile} data-testid="product-tile">
      <span className={styles.iconBox}>
        {tile.icon && <ContentIcon icon={tile.icon} size={PRODUCT_TILE_ICON_SIZE} />}
      </span>
      <div className={styles.text}>
        <Heading className={styles.heading}>
          <ContentLink href={tile.href} developerHost={developerHost} className={styles.link}>
            {tile.title}
          </ContentLink>
        </Heading>
        {tile.subtitle !== undefined && <p className={styles.subtitle}>{tile.subtitle}</p>}
      </div>
    </div>
  );
}
