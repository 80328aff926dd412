import { join } from 'node:path';
import { isPartialFile, MARKDOWN_FILE } from '../page-route.ts';
import { toContentPath, walkFiles } from '../read-files.node.ts';
import { splitLocaleFolder } from './content-locale.ts';

/** A markdown file of a package's content, placed in its content language. */
export interface ContentFileInLocale {
  absolute: string;
  /** The content locale of a translation; undefined for the default language. */
  tag: string | undefined;
  /** The path the page has inside the content folder, without any locale folder. */
  pathInContentDir: string;
}

const isPageFile = (name: string) =>
  MARKDOWN_FILE.test(name) && !name.endsWith('.snippet.md') && !isPartialFile(name);

/**
 * Places the markdown files of a package in their languages (decision 0042): those of the content
 * folder whose first folder is a listed locale's segment (Starlight layout), and those under
 * `<package>/i18n/<locale>/` (the Docusaurus layout), are translations of the page at the same
 * path inside the content folder.
 */
export async function placeContentFiles(
  contentBase: string,
  contentFiles: readonly string[],
  packageBase: string,
  tags: readonly string[],
): Promise<ContentFileInLocale[]> {
  const placed: ContentFileInLocale[] = contentFiles.map((absolute) => {
    const inContent = toContentPath(contentBase, absolute);
    const split = splitLocaleFolder(inContent, tags);
    return split === undefined
      ? { absolute, tag: undefined, pathInContentDir: inContent }
      : { absolute, tag: split.tag, pathInContentDir: split.rest };
  });
  for (const tag of tags) {
    // The folder may be named as the tag is written (`pt-BR`) or lower-cased (`pt-br`).
    for (const name of new Set([tag, tag.toLowerCase()])) {
      const base = join(packageBase, 'i18n', name);
      const files = await walkFiles(base, isPageFile).catch(() => []);
      for (const absolute of files)
        placed.push({ absolute, tag, pathInContentDir: toContentPath(base, absolute) });
    }
  }
  return placed;
}
