import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuiltBranding, BuiltLogo } from '../../schemas/branding.ts';
import type { SiteConfig } from '../../schemas/site.ts';
import { contentFileKey, contentFileUrl } from '../content/assets/asset-url.ts';
import type { UsedAsset } from '../content/assets/content-asset.ts';
import { measure } from '../content/assets/scan-assets.node.ts';
import type { ContentProblem } from '../content/validation-error.ts';
import { resolveIcons } from './resolve-icons.node.ts';
import { brandContrastShortfalls, describeShortfall } from './brand-contrast.ts';

/** The site's branding as built: what the manifest records, and the logo files to publish. */
export interface ResolvedBranding {
  branding?: BuiltBranding;
  /** By served key, public: every page shows the logo. */
  used: Map<string, UsedAsset>;
  problems: ContentProblem[];
}

const LOGO_FIELDS = ['light', 'dark', 'icon', 'iconDark'] as const;

/**
 * Checks and measures `site.yaml`'s branding: every logo file must exist and state its size (so
 * the header reserves its room), every brand colour must reach WCAG AA on its theme's surfaces.
 * The logos are published like content files (decision 0034): hashed URLs, cached for a year.
 * The product and platform icons of the `icons/` folder are published alongside (resolve-icons).
 */
export async function resolveBranding(contentRoot: string, site: SiteConfig): Promise<ResolvedBranding> {
  const icons = await resolveIcons(contentRoot);
  const resolved: ResolvedBranding = { used: icons.used, problems: icons.problems };
  const hasIcons = Object.keys(icons.icons).length > 0;
  const config = site.branding;
  if (config === undefined) {
    if (hasIcons) resolved.branding = { colors: {}, icons: icons.icons };
    return resolved;
  }
  const problem = (field: string, message: string) =>
    resolved.problems.push({ file: 'site.yaml', field: `branding.${field}`, message });
  for (const [field, theme] of [
    ['brand', 'light'],
    ['brandDark', 'dark'],
  ] as const) {
    const value = config.colors[field];
    if (value === undefined) continue;
    for (const shortfall of brandContrastShortfalls(value, theme))
      problem(`colors.${field}`, `${value}: ${describeShortfall(shortfall)}`);
  }
  const logos: Partial<Record<(typeof LOGO_FIELDS)[number], BuiltLogo>> = {};
  for (const field of LOGO_FIELDS) {
    const path = config.logo?.[field];
    if (path === undefined) continue;
    const bytes = await readFile(join(contentRoot, path)).catch(() => undefined);
    if (bytes === undefined) {
      problem(`logo.${field}`, `no such file '${path}' in the content root`);
      continue;
    }
    const asset = await measure(path, bytes);
    if (asset.width === undefined || asset.height === undefined) {
      problem(`logo.${field}`, `'${path}' states no size: give the SVG a width and height or a viewBox`);
      continue;
    }
    resolved.used.set(contentFileKey(asset.hash, asset.name), { asset, privileges: new Set(['NONE']) });
    logos[field] = { url: contentFileUrl(asset.hash, asset.name), width: asset.width, height: asset.height };
  }
  // Without an icon the full logos stand in for it, each in its own theme.
  const iconDark = logos.iconDark ?? (logos.icon === undefined ? logos.dark : undefined);
  resolved.branding = { colors: config.colors, ...(hasIcons ? { icons: icons.icons } : {}) };
  if (logos.light !== undefined)
    resolved.branding.logo = {
      light: logos.light,
      icon: logos.icon ?? logos.light,
      ...(logos.dark === undefined ? {} : { dark: logos.dark }),
      ...(iconDark === undefined ? {} : { iconDark }),
    };
  return resolved;
}
