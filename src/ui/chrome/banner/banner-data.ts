/**
 * The banner answer as the browser checks it. A hand-written check rather than the zod schema
 * (src/schemas/banner.ts), to keep zod out of every page's JavaScript.
 */

/** GET /api/contentful-provider/banner-info answer (spec §3 banner info). */
export interface BannerInfo {
  showBanner: boolean;
  startDate: string;
  endDate: string;
  /** HTML sanitised by the server. */
  bannerMessage: string;
}

/** The answer if it has the documented shape, else a description of what is wrong. */
export function parseBannerInfo(
  value: unknown,
): { ok: true; info: BannerInfo } | { ok: false; reason: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'the answer is not an object' };
  const record = value as Record<string, unknown>;
  if (typeof record['showBanner'] !== 'boolean') return { ok: false, reason: 'showBanner is not a boolean' };
  for (const key of ['startDate', 'endDate', 'bannerMessage'] as const) {
    if (typeof record[key] !== 'string') return { ok: false, reason: `${key} is not a string` };
  }
  const info = record as unknown as BannerInfo;
  if (info.showBanner) {
    if (Number.isNaN(Date.parse(info.startDate))) return { ok: false, reason: 'startDate is not a date' };
    if (Number.isNaN(Date.parse(info.endDate))) return { ok: false, reason: 'endDate is not a date' };
  }
  return {
    ok: true,
    info: {
      showBanner: info.showBanner,
      startDate: info.startDate,
      endDate: info.endDate,
      bannerMessage: info.bannerMessage,
    },
  };
}

/**
 * Whether to show the banner now (spec §4, §5): showBanner is true and now is strictly after
 * startDate and strictly before endDate. Unparseable dates never show.
 */
export function isBannerVisible(info: BannerInfo, now: Date): boolean {
  const start = Date.parse(info.startDate);
  const end = Date.parse(info.endDate);
  const at = now.getTime();
  return info.showBanner && start < at && at < end;
}
