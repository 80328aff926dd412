import { mapOutsideFences } from './source-outside-fences.ts';

const HTML_COMMENT = /<!--([\s\S]*?)-->/g;

/**
 * HTML comments (`<!-- … -->`) in MDX become MDX comments (`{/* … *\/}`), as Docusaurus does
 * (its `mdx1Compat.comments`, on by default): MDX has no HTML, and `<!--` would be a syntax
 * error. Fenced code is left alone; lines stay where they are.
 */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  return mapOutsideFences(source, (text) =>
    text.replace(HTML_COMMENT, (_, body: string) => `{/*${body.replace(/\*\//g, '* /')}*/}`),
  );
}
