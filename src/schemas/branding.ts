import { z } from 'zod';

/** A logo file: content-root-relative, an SVG, PNG or WebP image inside the content root. */
const LogoPathSchema = z
  .string()
  .regex(/\.(svg|png|webp)$/i, 'must be an .svg, .png or .webp file')
  .refine(
    (path) => !path.startsWith('/') && !path.split('/').includes('..'),
    'must be a path relative to the content root, inside it',
  );

/** The logo of the header's home link, per theme and per width. */
export const BrandLogoSchema = z
  .object({
    /** The full logo (wider than 1124px), in the light theme and wherever no dark one is given. */
    light: LogoPathSchema,
    /** The full logo in the dark themes (standard and increased contrast). */
    dark: LogoPathSchema.optional(),
    /** The square logo of narrow headers (1124px and below) and the favicon; default: `light`. */
    icon: LogoPathSchema.optional(),
    /** The square logo in the dark themes. */
    iconDark: LogoPathSchema.optional(),
  })
  .strict();

/** Only hex colours: the value is written into a style attribute, so nothing else may pass. */
const ColourSchema = z.string().regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a #rrggbb colour');

/**
 * Brand colours: links and accents in the standard themes (the increased-contrast themes keep the
 * portal's AAA colours). The content build checks that each reaches 4.5:1 on its theme's
 * backgrounds (src/core/branding/brand-contrast.ts).
 */
export const BrandColoursSchema = z
  .object({
    /** Link and accent colour of the light theme. */
    brand: ColourSchema.optional(),
    /** Link and accent colour of the dark theme. */
    brandDark: ColourSchema.optional(),
  })
  .strict();

/** `branding` in site.yaml: what makes the portal the site's own. */
export const BrandingSchema = z
  .object({
    logo: BrandLogoSchema.optional(),
    colors: BrandColoursSchema.prefault({}),
  })
  .strict();
export type Branding = z.infer<typeof BrandingSchema>;

/** A published logo image with its intrinsic size (so the header reserves its room). */
export const BuiltLogoSchema = z
  .object({ url: z.string(), width: z.number().positive(), height: z.number().positive() })
  .strict();
export type BuiltLogo = z.infer<typeof BuiltLogoSchema>;

/** The branding of a build: logo URLs as published (decision 0034 addresses) and colours. */
export const BuiltBrandingSchema = z
  .object({
    logo: z
      .object({
        light: BuiltLogoSchema,
        dark: BuiltLogoSchema.optional(),
        icon: BuiltLogoSchema,
        iconDark: BuiltLogoSchema.optional(),
      })
      .strict()
      .optional(),
    colors: BrandColoursSchema,
    /**
     * The content root's `icons/` files by name without extension (`jira`, `jira-software`,
     * `cloud`): the published URL each product or platform icon key draws (decision 0044).
     */
    icons: z.record(z.string(), z.string()).optional(),
  })
  .strict();
export type BuiltBranding = z.infer<typeof BuiltBrandingSchema>;
