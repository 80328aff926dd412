import type { CSSProperties } from 'react';
import { cx } from '../../kit/class-names/class-names.ts';
import { columnFlowRows, GRID_COLUMNS, PRODUCT_GRID_COLUMNS } from './grid-rows.ts';
import type { TileGroupView } from './landing-view.ts';
import { ProductTile } from './product-tile.tsx';
import { Tile, type TileHeadingLevel } from './tile.tsx';
import styles from './tile-grid.module.css';

/** Props of {@link TileGrid}. */
export interface TileGridProps {
  group: TileGroupView;
  /** Level of the group's subtitle heading; tiles take the next level (or this one without subtitle). */
  headingLevel: 3;
  developerHost: string;
}

/**
 * A tile group: optional uppercase subtitle, optional highlighted background, and a grid of
 * 1 column under 600px, 2 from 600px and 3 from 900px (products: at most 2). `gridFlow` 'row'
 * fills rows left to right; 'column' (default) fills each column top to bottom first.
 */
export function TileGrid({ group, headingLevel, developerHost }: TileGridProps) {
  const isProduct = group.categoryType === 'product';
  const rows = columnFlowRows(group.items.length, isProduct ? PRODUCT_GRID_COLUMNS : GRID_COLUMNS);
  const style = { '--rows-tablet': rows.tablet, '--rows-desktop': rows.desktop } as CSSProperties;
  const tileLevel: TileHeadingLevel = group.subtitle === undefined ? headingLevel : 4;
  const SubtitleHeading = `h${headingLevel}` as const;
  const groupClass = cx(styles.group, group.isHighlighted && styles.highlighted);
  const gridClass = cx(
    styles.grid,
    isProduct && styles.product,
    group.gridFlow === 'column' && styles.column,
  );
  return (
    <div className={groupClass} data-testid="tile-group" data-highlighted={group.isHighlighted}>
      {group.subtitle !== undefined && (
        <SubtitleHeading className={styles.subtitle}>{group.subtitle}</SubtitleHeading>
      )}
      <ul
        className={gridClass}
        style={style}
        data-grid-flow={group.gridFlow}
        data-category={group.categoryType}
      >
        {group.items.map((tile) => (
          <li key={tile.href} className={styles.cell}>
            {isProduct ? (
              <ProductTile tile={tile} headingLevel={tileLevel} developerHost={developerHost} />
            ) : (
              <Tile tile={tile} headingLevel={tileLevel} developerHost={developerHost} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
