import { posix } from 'node:path';
import type { ImportNote } from './import-report.ts';

/** The logo files a site's configuration names, as absolute paths in the site. */
export interface SourceLogo {
  /** The configuration file that names them. */
  file: string;
  light?: string | undefined;
  dark?: string | undefined;
}

const LOGO_TYPE = /\.(svg|png|webp)$/i;

/**
 * The branding logo of the imported site (decision 0040): each logo file that exists is copied to
 * `branding/logo[-dark].<ext>` and named in site.yaml; a missing file or a type the portal does not
 * take (favicons, JPEG) is reported and the header shows the site's name instead.
 */
export function importLogo(
  logo: SourceLogo | undefined,
  siteRoot: string,
  exists: (path: string) => boolean,
  notes: ImportNote[],
): { files: Map<string, string>; branding?: { logo: { light: string; dark?: string } } } {
  const files = new Map<string, string>();
  if (logo === undefined) return { files };
  const copy = (path: string | undefined, name: string): string | undefined => {
    if (path === undefined) return undefined;
    const shown = posix.relative(siteRoot, path);
    if (!exists(path)) {
      notes.push({
        outcome: 'lost',
        file: logo.file,
        topic: 'branding',
        message: `not converted: the logo ${shown} is not in the imported site; the header shows the site's name`,
      });
      return undefined;
    }
    const type = LOGO_TYPE.exec(path)?.[1]?.toLowerCase();
    if (type === undefined) {
      notes.push({
        outcome: 'lost',
        file: logo.file,
        topic: 'branding',
        message: `the logo ${shown} is not SVG, PNG or WebP; not used`,
      });
      return undefined;
    }
    const out = `branding/${name}.${type}`;
    files.set(path, out);
    notes.push({
      outcome: 'converted',
      file: logo.file,
      topic: 'branding',
      message: `logo ${shown} → ${out}`,
    });
    return out;
  };
  const light = copy(logo.light, 'logo');
  const dark = copy(logo.dark, 'logo-dark');
  if (light === undefined) return { files };
  return { files, branding: { logo: { light, ...(dark !== undefined && { dark }) } } };
}
