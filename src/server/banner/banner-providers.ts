import type { BannerProvider } from './banner-provider.ts';
import { contentBannerProvider } from './content-banner-provider.ts';

/**
 * Banner sources by name. `BANNER_PROVIDER` (default 'content') picks one; a CMS integration
 * adds its factory here and is switched on by setting the variable, nothing else changes.
 */
export const BANNER_PROVIDERS: Readonly<Record<string, () => BannerProvider>> = {
  content: () => contentBannerProvider(),
};

/** The configured provider; an unknown name is a configuration error that names the choices. */
export function bannerProviderFromEnv(env: NodeJS.ProcessEnv = process.env): BannerProvider {
  const name = env['BANNER_PROVIDER'] || 'content';
  const factory = BANNER_PROVIDERS[name];
  if (factory === undefined) {
    const known = Object.keys(BANNER_PROVIDERS).join(', ');
    throw new Error(`BANNER_PROVIDER must be one of: ${known} (got '${name}')`);
  }
  return factory();
}
