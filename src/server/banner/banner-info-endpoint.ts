import { getContentStore } from '../content/content-store.ts';
import { logger } from '../log/logger.ts';
import { handleBannerInfo } from './banner-info-handler.ts';
import type { BannerProvider } from './banner-provider.ts';
import { bannerProviderFromEnv } from './banner-providers.ts';

let provider: BannerProvider | undefined;

/** The banner-info endpoint with the configured provider, chosen once per process. */
export function bannerInfoResponse(request: Request): Promise<Response> {
  return handleBannerInfo(request, {
    provider: () => (provider ??= bannerProviderFromEnv()),
    developerHost: async () => (await getContentStore()).manifest.site.developerHost,
    log: logger.child({ module: 'banner' }),
  });
}
