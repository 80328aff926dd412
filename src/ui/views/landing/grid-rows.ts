/** Columns of a tile grid per layout band (spec §2.2 and §9; see tile-grid.module.css). */
export const GRID_COLUMNS = { tablet: 2, desktop: 3 } as const;

/** Product tiles use a two-column layout, so their grid never goes past two columns. */
export const PRODUCT_GRID_COLUMNS = { tablet: 2, desktop: 2 } as const;

/**
 * Row counts a column-flow grid needs per band: with `grid-auto-flow: column` the items fill the
 * first column top to bottom before the next, so the grid must know how many rows a column holds.
 */
export function columnFlowRows(
  itemCount: number,
  columns: { tablet: number; desktop: number },
): { tablet: number; desktop: number } {
  const rows = (cols: number) => Math.max(1, Math.ceil(itemCount / cols));
  return { tablet: rows(columns.tablet), desktop: rows(columns.desktop) };
}
