import type { PackageSummary } from '../../../schemas/built.ts';
import type { ProductOption } from './search-page-types.ts';

/** The product filter's choices: one per productName of the site's packages, in site order. */
export function productOptions(
  packages: readonly Pick<PackageSummary, 'productName' | 'humanName'>[],
): ProductOption[] {
  const seen = new Map<string, ProductOption>();
  for (const pkg of packages) {
    if (!seen.has(pkg.productName))
      seen.set(pkg.productName, { name: pkg.productName, title: pkg.humanName });
  }
  return [...seen.values()];
}
