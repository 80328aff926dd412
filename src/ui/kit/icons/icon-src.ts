import type { Icon, Platform, ProductKey } from '../../../schemas/common.ts';

/**
 * The published URL of each icon the content root ships (`manifest.branding.icons`), by icon key:
 * the kebab-case product key (`jira-software`) or the platform (`cloud`). The app has none.
 */
export type IconUrls = Readonly<Record<string, string>>;

/** 'JiraSoftware' → 'jira-software', 'JSM' → 'jsm': the file-name form of a product key. */
export function toKebabCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Icon file of a product, or undefined when the content root ships none for it. */
export function productIconSrc(product: ProductKey, urls: IconUrls): string | undefined {
  return urls[toKebabCase(product)];
}

/** Icon file of a platform (cloud, server or forge), or undefined when the content has none. */
export function platformIconSrc(platform: Platform, urls: IconUrls): string | undefined {
  return urls[platform];
}

/** The file to draw for an icon reference: the product's when it has one, else the platform's. */
export function iconSrc(icon: Icon, urls: IconUrls): string | undefined {
  const product = icon.product === undefined ? undefined : productIconSrc(icon.product, urls);
  if (product !== undefined) return product;
  return icon.platform === undefined ? undefined : platformIconSrc(icon.platform, urls);
}
