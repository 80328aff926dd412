/** What a post's file name says: its date (if it starts with one) and its name. */
export interface PostFileName {
  /** YYYY-MM-DD, when the name starts with a date. */
  date: string | undefined;
  /** The name without date and extension, e.g. 'welcome'. */
  name: string;
}

// Docusaurus' forms: blog/2026-11-20-welcome.md and blog/2026-11-20-welcome/index.md (and .mdx).
const POST_FILE = /^(?:(\d{4}-\d{2}-\d{2})-?)?([^/]*?)(?:\.mdx?|\/index\.mdx?)$/;

/**
 * Reads a path inside blog/ (e.g. '2026-11-20-welcome.md', '2026-11-20-welcome/index.mdx') as a
 * post, or returns undefined for files that are not posts: other files, files whose name starts
 * with '_' (partials, as in docs) and deeper folders' files.
 */
export function postFileName(relativePath: string): PostFileName | undefined {
  if (relativePath.split('/').some((part) => part.startsWith('_') || part.startsWith('.'))) return undefined;
  const match = POST_FILE.exec(relativePath);
  if (match === null) return undefined;
  const date = match[1];
  const name = match[2] ?? '';
  if (name === '' && date === undefined) return undefined;
  return { date, name: name === '' ? (date ?? '') : name };
}

/**
 * A post's path under the blog, Docusaurus' rule, so imported links keep working: the front
 * matter's slug when given; else a dated name as YYYY/MM/DD/name; else the name.
 */
export function postSlug(file: PostFileName, slug: string | undefined): string {
  if (slug !== undefined) return slug.replace(/^\/|\/$/g, '');
  if (file.date === undefined) return file.name;
  return `${file.date.replaceAll('-', '/')}/${file.name}`;
}
