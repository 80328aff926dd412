/**
 * Widths the build makes WebP variants at: the article column is at most 904 CSS px wide
 * (src/ui/views/docs-page: 1232 px content less the side nav), so 480 serves phones, 960 a
 * desktop column at 1x and phones at 2x, and 1440/1920 the column at high density.
 */
export const VARIANT_LADDER: readonly number[] = [480, 960, 1440, 1920];

/**
 * The `sizes` of article images: the full viewport less the page padding below the side-nav
 * breakpoint, the 904 px column from there on.
 */
export const ARTICLE_IMAGE_SIZES = '(min-width: 1025px) 904px, calc(100vw - 32px)';

/**
 * The variant widths of an image `width` px wide: every ladder width below it, and the image's
 * own width when that is inside the ladder's range, so a reader never gets an upscaled image.
 */
export function variantWidths(width: number): number[] {
  const below = VARIANT_LADDER.filter((step) => step < width);
  const top = VARIANT_LADDER[VARIANT_LADDER.length - 1]!;
  return width <= top ? [...below, width] : below;
}

/**
 * The `sizes` of one image: the column's, or the image's own width where the author or the
 * file makes it narrower than the column.
 */
export function articleImageSizes(width: number | undefined): string {
  if (width === undefined || width >= 904) return ARTICLE_IMAGE_SIZES;
  return `(max-width: ${Math.ceil(width) + 31}px) calc(100vw - 32px), ${Math.ceil(width)}px`;
}
