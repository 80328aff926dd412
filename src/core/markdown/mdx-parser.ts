import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MarkdownParser } from './markdown-parser.ts';

/**
 * Parses MDX (remark-mdx: JSX, `{expressions}`, `import`/`export`) with GFM and directives, into
 * mdast with the MDX node types and their estree programs. MDX has no raw HTML and no indented
 * code, like MDX 3 itself; syntax errors throw with the file's line and column.
 */
export function createMdxParser(): MarkdownParser {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkMdx).freeze();
  return (file) => {
    const tree = processor.parse(file);
    return processor.runSync(tree, file) as Root;
  };
}
