import type { Icon, Platform, ProductKey } from '../../../schemas/common.ts';
import { PRODUCTS_WITH_ICON } from '../../../schemas/product-keys.ts';

/** Products that ship an icon file (from the zod-free constants, so no schema code reaches islands). */
const WITH_ICON: ReadonlySet<ProductKey> = new Set<ProductKey>(PRODUCTS_WITH_ICON);

/** Folder the static product and platform icons are served from (spec §2.1). */
export const STATIC_ICON_BASE = '/_static/';

/** 'JiraSoftware' → 'jira-software', 'JSM' → 'jsm': the file-name form of a product key. */
export function toKebabCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Icon file of a product, or undefined for products without one (Jira Service Desk, MCP). */
export function productIconSrc(product: ProductKey): string | undefined {
  return WITH_ICON.has(product) ? `${STATIC_ICON_BASE}${toKebabCase(product)}.svg` : undefined;
}

/** Icon file of a platform: cloud.svg, server.svg or forge.svg. */
export function platformIconSrc(platform: Platform): string {
  return `${STATIC_ICON_BASE}${platform}.svg`;
}

/** The file to draw for an icon reference: the product's when it has one, else the platform's. */
export function iconSrc(icon: Icon): string | undefined {
  const product = icon.product === undefined ? undefined : productIconSrc(icon.product);
  if (product !== undefined) return product;
  return icon.platform === undefined ? undefined : platformIconSrc(icon.platform);
}
