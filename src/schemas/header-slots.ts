import { z } from 'zod';

/** A link in a header slot: a site path or an absolute URL (external ones open in a new tab). */
const SlotLinkSchema = z
  .object({
    title: z.string().trim().min(1),
    url: z
      .string()
      .trim()
      .min(1)
      .refine(
        (url) => url.startsWith('/') || /^https?:\/\//i.test(url),
        'must be a site path or an http(s) URL',
      ),
  })
  .strict();

/**
 * The global header's app-switcher and notifications slots (spec §2.3): `site.yaml` → `header`.
 * Both are empty by default, and the header then shows no control for them.
 */
export const HeaderSlotsSchema = z
  .object({
    /** A button opening a small menu of these links (the vendor's other apps and sites). */
    appSwitcher: z
      .object({ links: z.array(SlotLinkSchema).min(1).max(12) })
      .strict()
      .optional(),
    /**
     * A link shown in the notifications slot, before Support or My Requests (what's new, status).
     * The slot holds the Support button when the my-requests feature is off either way.
     */
    notifications: SlotLinkSchema.optional(),
  })
  .strict();
export type HeaderSlots = z.infer<typeof HeaderSlotsSchema>;
/** One link of a header slot. */
export type HeaderSlotLink = z.infer<typeof SlotLinkSchema>;
