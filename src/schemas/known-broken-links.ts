import { z } from 'zod';

/** A link an imported page keeps although the source site could not resolve it either. */
export const KnownBrokenLinkSchema = z
  .object({
    /** The page, relative to the package folder (`content/api/store.md`). */
    file: z.string().min(1),
    /** Line of the link in that file. */
    line: z.number().int().min(1),
    /** The link as written in the page. */
    href: z.string().min(1),
    /** Why the source site could not resolve it. */
    reason: z.string().min(1),
  })
  .strict();
export type KnownBrokenLink = z.infer<typeof KnownBrokenLinkSchema>;

/**
 * `known-broken-links.yaml` in a package folder, written by the importer (decision 0041): links
 * broken in the imported site itself. The content build reports a broken link listed here as a
 * warning instead of failing, so a migration starts from the site as it was, and every other
 * broken link still fails the build. A listed link that works is simply fine.
 */
export const KnownBrokenLinksFileSchema = z.object({ links: z.array(KnownBrokenLinkSchema) }).strict();
export type KnownBrokenLinksFile = z.infer<typeof KnownBrokenLinksFileSchema>;
