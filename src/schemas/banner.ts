import { z } from 'zod';

/**
 * A path pattern of a banner entry: `*` (every page), an exact site path (`/cloud/`; a trailing
 * slash is optional when matching), or a prefix ending in `*` (`/cloud/*`: that section and
 * everything below it). No query, hash or other wildcard.
 */
export const BannerPathPatternSchema = z
  .string()
  .regex(
    /^(\*|\/[^\s*?#]*\*?)$/,
    "must be '*', a site path starting with '/', or a path prefix ending in '*' (e.g. /cloud/*)",
  );

/** An instant with its offset, e.g. 2026-01-01T00:00:00Z: never ambiguous across time zones. */
const InstantSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time with a time zone, e.g. 2026-01-01T00:00:00Z',
});

/**
 * One announcement (spec §3 banner info). Which entry a page gets is decided by
 * `src/server/banner/pick-banner.ts` (see content/README.md for the precedence).
 */
export const BannerEntrySchema = z
  .object({
    /** Names the entry in messages and logs. */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be kebab-case: a-z, 0-9 and -'),
    /** Pages the entry applies to. */
    paths: z.array(BannerPathPatternSchema).min(1),
    /** Shown only strictly after startDate and strictly before endDate. */
    startDate: InstantSchema,
    endDate: InstantSchema,
    /**
     * The announcement as HTML. The server sanitises it: simple inline markup and links only.
     */
    message: z.string().trim().min(1),
    /**
     * false hides any banner on the entry's paths: a specific entry can silence a broader one
     * (spec §3 showBanner).
     */
    showBanner: z.boolean().default(true),
  })
  .strict()
  // Written so an unparseable date (reported by its own field) adds no second message here.
  .refine((entry) => !(Date.parse(entry.startDate) >= Date.parse(entry.endDate)), {
    message: 'endDate must be after startDate',
    path: ['endDate'],
  });
export type BannerEntry = z.infer<typeof BannerEntrySchema>;

/** `banners.yaml` at the content root (optional: no file means no banner). */
export const BannersFileSchema = z
  .object({ banners: z.array(BannerEntrySchema) })
  .strict()
  .refine((file) => new Set(file.banners.map((b) => b.id)).size === file.banners.length, {
    message: 'banner ids must be unique',
    path: ['banners'],
  });
export type BannersFile = z.infer<typeof BannersFileSchema>;

/**
 * The answer of GET /api/contentful-provider/banner-info (spec §3, §7). Dates are ISO strings;
 * without a banner for the path, showBanner is false and the other fields are empty.
 */
export const BannerInfoSchema = z
  .object({
    showBanner: z.boolean(),
    startDate: z.string(),
    endDate: z.string(),
    /** Sanitised HTML. */
    bannerMessage: z.string(),
  })
  .strict();
export type BannerInfo = z.infer<typeof BannerInfoSchema>;
