import type { BannerEntry } from '../../schemas/banner.ts';
import type { BannerProvider } from './banner-provider.ts';
import { pickBanner } from './pick-banner.ts';

/**
 * Banners from the content set's banners.yaml, validated by the content build and held in the
 * manifest. `entries` is asked on every call, so a rebuilt content set is picked up.
 */
export function contentBannerProvider(entries: () => Promise<readonly BannerEntry[]>): BannerProvider {
  return {
    async bannerFor(pathname, now) {
      const entry = pickBanner(await entries(), pathname, now);
      if (entry === undefined) return undefined;
      return {
        showBanner: entry.showBanner,
        startDate: entry.startDate,
        endDate: entry.endDate,
        messageHtml: entry.message,
      };
    },
  };
}
