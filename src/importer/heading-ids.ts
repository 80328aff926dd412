import GithubSlugger from 'github-slugger';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** A heading's text as a reader sees it: inline code, links, emphasis and tags reduced to text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
}

/**
 * The ids a Docusaurus or Starlight site gives the headings of a page: `{#custom-id}` where
 * written, else the github-slugger id of the heading text, numbered on repeats. Links from
 * elsewhere name these; the portal answers to them too (heading-id aliases).
 */
export function headingIds(body: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const open = FENCE.exec(line);
    if (fence !== undefined) {
      if (open !== null && open[1]!.startsWith(fence[0]!) && line.trim() === open[1]) fence = undefined;
      continue;
    }
    if (open !== null) {
      fence = open[1]!;
      continue;
    }
    const heading = ATX.exec(line)?.[1];
    if (heading === undefined) continue;
    const custom = CUSTOM_ID.exec(heading);
    if (custom !== null) ids.add(custom[1]!);
    else ids.add(slugger.slug(plainText(heading)));
  }
  return ids;
}
