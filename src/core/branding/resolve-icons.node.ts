import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentFileKey, contentFileUrl } from '../content/assets/asset-url.ts';
import type { UsedAsset } from '../content/assets/content-asset.ts';
import { measure } from '../content/assets/scan-assets.node.ts';
import type { ContentProblem } from '../content/validation-error.ts';

/** The folder of the content root that holds product and platform icons. */
export const ICONS_DIR = 'icons';
const ICON_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|png|webp)$/;

/** The icons as built: URL by icon key, the files to publish, and what was wrong. */
export interface ResolvedIcons {
  icons: Record<string, string>;
  used: Map<string, UsedAsset>;
  problems: ContentProblem[];
}

/**
 * Publishes the content root's `icons/` folder: each `<key>.svg|png|webp` (kebab-case, e.g.
 * `jira-software.svg` for the product key JiraSoftware, `cloud.svg` for the platform) becomes a
 * content file (decision 0034: hashed URL, cached a year, public: every page may show it). The
 * app ships no icons of its own; a key without a file draws nothing. Without the folder, none.
 */
export async function resolveIcons(contentRoot: string): Promise<ResolvedIcons> {
  const resolved: ResolvedIcons = { icons: {}, used: new Map(), problems: [] };
  const names = await readdir(join(contentRoot, ICONS_DIR)).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const file = `${ICONS_DIR}/${name}`;
    const match = ICON_FILE.exec(name);
    if (match === null) {
      resolved.problems.push({
        file,
        field: '(file)',
        message: 'an icon file is named <key>.svg, .png or .webp, with a lower-case kebab-case key',
      });
      continue;
    }
    const key = match[1]!;
    if (resolved.icons[key] !== undefined) {
      resolved.problems.push({ file, field: '(file)', message: `a second icon for '${key}'` });
      continue;
    }
    const asset = await measure(file, await readFile(join(contentRoot, file)));
    resolved.used.set(contentFileKey(asset.hash, asset.name), { asset, privileges: new Set(['NONE']) });
    resolved.icons[key] = contentFileUrl(asset.hash, asset.name);
  }
  return resolved;
}
