// A common estimate for technical prose (Medium and Docusaurus use 200–265 words a minute).
const WORDS_PER_MINUTE = 230;

/**
 * Whole minutes a reader needs for a markdown body, at least 1. Code blocks count as words
 * like prose, which errs on the generous side for code-heavy posts.
 */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
