import { posix } from 'node:path';
import { NavigationSchema, type Navigation } from '../../../schemas/navigation.ts';
import type { DocsDefinition, PackageFile } from '../../../schemas/package.ts';
import { RedirectsFileSchema } from '../../../schemas/redirects.ts';
import type { LoadedVersion, SourcePage } from '../loaded-content.ts';
import { generatePackageNavigation } from '../navigation/package-navigation.node.ts';
import { checkNavigation } from '../rules/navigation.ts';
import { checkRedirects } from '../rules/redirects.ts';
import type { ContentProblem } from '../validation-error.ts';
import { parseInto } from '../zod-problems.ts';
import { versionPublishPath } from './doc-versions.ts';

/** Whether folder `a` is `b` or lies inside it. */
function nested(a: string, b: string): boolean {
  const clean = (path: string) => path.replace(/\/+$/, '');
  return clean(a) === clean(b) || clean(a).startsWith(`${clean(b)}/`);
}

/** What the loader lends the version loader: its reading of YAML files and of a content folder. */
export interface VersionLoaderParts {
  root: string;
  /** The package folder, content-root-relative. */
  dir: string;
  file: PackageFile;
  problems: ContentProblem[];
  /** Reads and parses a YAML file (content-root-relative); undefined when it does not exist. */
  readYaml(rel: string): Promise<unknown>;
  /** The pages of a content folder, with routes under the docs definition's publish path. */
  loadPages(docs: DocsDefinition): Promise<SourcePage[]>;
}

/**
 * Loads a package's older versions (decision 0043): each version's pages from its own content
 * folder with routes under `<publishPath><path>/`, its navigation file or the navigation
 * generated from that folder (decision 0037), and its `redirects.yaml` inside that folder.
 * The pages go through the same rules as the latest's; problems are added to `parts.problems`.
 */
export async function loadVersions(parts: VersionLoaderParts): Promise<LoadedVersion[]> {
  const { dir, file, problems } = parts;
  const loaded: LoadedVersion[] = [];
  const folders = [posix.join(dir, file.docs.contentDir)];
  for (const [index, version] of file.docs.versions.entries()) {
    // A version folder inside another would publish its pages twice.
    const folder = posix.join(dir, version.contentDir);
    const overlap = folders.find((other) => nested(folder, other) || nested(other, folder));
    folders.push(folder);
    if (overlap !== undefined) {
      problems.push({
        file: `${dir}/package.yaml`,
        field: `docs.versions[${index}].contentDir`,
        message: `'${version.contentDir}' overlaps the content folder ${overlap}`,
      });
      continue;
    }
    const publishPath = versionPublishPath(file.docs.publishPath, version.path);
    const docs: DocsDefinition = { ...file.docs, contentDir: version.contentDir, publishPath };
    const pages = (await parts.loadPages(docs)).map((page) => ({ ...page, version: version.name }));
    const contentFolder = posix.join(dir, version.contentDir);
    let navigation: Navigation | null = null;
    let navigationSource = contentFolder;
    if (version.navigation !== undefined) {
      navigationSource = posix.join(dir, version.navigation);
      const raw = await parts.readYaml(navigationSource);
      if (raw === undefined)
        problems.push({ file: navigationSource, field: '(file)', message: 'is missing' });
      else {
        navigation = parseInto(NavigationSchema, raw, navigationSource, problems) ?? null;
        if (navigation) problems.push(...checkNavigation(navigationSource, navigation));
      }
    } else {
      navigation = await generatePackageNavigation(parts.root, dir, { ...file, docs }, pages, problems);
    }
    const redirectsFile = posix.join(contentFolder, 'redirects.yaml');
    const redirectsRaw = await parts.readYaml(redirectsFile);
    let redirects: LoadedVersion['redirects'] = [];
    if (redirectsRaw !== undefined) {
      const parsed = parseInto(RedirectsFileSchema, redirectsRaw, redirectsFile, problems);
      if (parsed) {
        problems.push(...checkRedirects(redirectsFile, parsed.redirects));
        redirects = parsed.redirects;
      }
    }
    loaded.push({ version, publishPath, navigation, navigationSource, redirects, pages });
  }
  return loaded;
}
