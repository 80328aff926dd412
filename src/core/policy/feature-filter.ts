/**
 * Keeps the links a visitor should see (spec §2.5): those with no featureKey, and those whose
 * featureKey is enabled in the current feature context.
 */
export function filterByFeature<T extends { featureKey?: string | undefined }>(
  links: readonly T[],
  enabledFeatures: ReadonlySet<string>,
): T[] {
  return links.filter((link) => link.featureKey === undefined || enabledFeatures.has(link.featureKey));
}
