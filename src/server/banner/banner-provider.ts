/**
 * Where announcement banners come from. The portal's default reads the content set
 * (content-banner-provider.ts); a CMS can take its place by configuration (banner-providers.ts)
 * without the endpoint or the client changing. Providers return the message as the source wrote
 * it: the endpoint sanitises every provider's HTML the same way.
 */

/** The banner a provider chose for a page, before sanitising. */
export interface BannerCandidate {
  /** false: no banner on this page (an entry may silence a broader one). */
  showBanner: boolean;
  /** ISO 8601 instants; the banner shows strictly between them. */
  startDate: string;
  endDate: string;
  /** The message HTML as written at the source (untrusted until sanitised). */
  messageHtml: string;
}

/** A source of announcement banners. */
export interface BannerProvider {
  /** The banner for a site path (decoded, starting with '/'), or undefined when none applies. */
  bannerFor(pathname: string, now: Date): Promise<BannerCandidate | undefined>;
}
