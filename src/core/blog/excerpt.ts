// Docusaurus' truncate markers: an HTML comment in .md, an MDX expression comment in .mdx.
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/** A post's markdown body split at its truncate marker. */
export interface SplitPost {
  /** The markdown shown on the index: before the marker, or the first paragraph without one. */
  excerpt: string;
  /** Whether the post goes on past its excerpt (the index then offers a "read more" link). */
  truncated: boolean;
}

/**
 * The excerpt of a post body: everything before a `<!-- truncate -->` or `{/* truncate *\/}` line;
 * without one, the first paragraph (the first block of text that is not a heading, import or
 * export). Front matter must already be removed.
 */
export function splitExcerpt(body: string): SplitPost {
  const marker = TRUNCATE.exec(body);
  if (marker !== null) return { excerpt: body.slice(0, marker.index).trim(), truncated: true };
  const blocks = body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  const first = blocks.find((block) => !/^(#|import\s|export\s|<!--|\{\/\*)/.test(block));
  return { excerpt: first ?? '', truncated: blocks.length > 1 };
}

/** The body with its truncate marker line removed, for the post's own page. */
export function withoutTruncateMarker(body: string): string {
  return body.replace(TRUNCATE, '');
}
