import type { BannerEntry } from '../../schemas/banner.ts';
import type { BannerProvider } from './banner-provider.ts';
import { contentBannerProvider } from './content-banner-provider.ts';

/** What banner providers may draw on. */
export interface BannerSources {
  /** The banners of the content build (banners.yaml), read on every call. */
  contentBanners: () => Promise<readonly BannerEntry[]>;
}

/**
 * Banner sources by name. `BANNER_PROVIDER` (default 'content') picks one; a CMS integration
 * adds its factory here and is switched on by setting the variable, nothing else changes.
 */
export const BANNER_PROVIDERS: Readonly<Record<string, (sources: BannerSources) => BannerProvider>> = {
  content: (sources) => contentBannerProvider(sources.contentBanners),
};

/** The configured provider; an unknown name is a configuration error that names the choices. */
export function bannerProviderFromEnv(
  env: NodeJS.ProcessEnv,
  contentBanners: BannerSources['contentBanners'],
): BannerProvider {
  const name = env['BANNER_PROVIDER'] || 'content';
  const factory = BANNER_PROVIDERS[name];
  if (factory === undefined) {
    const known = Object.keys(BANNER_PROVIDERS).join(', ');
    throw new Error(`BANNER_PROVIDER must be one of: ${known} (got '${name}')`);
  }
  return factory({ contentBanners });
}
