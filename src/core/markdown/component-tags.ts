import type { Parent, Root, RootContent } from 'mdast';
import type { RenderWarning } from './mdx-options.ts';

const COMPONENT_TAG = /^<([A-Z][\w.]*)(?=[\s/>])/;

/**
 * In a page read as CommonMark, `<Tabs>` is raw HTML that the sanitiser drops: a component
 * written for MDX would vanish. Each such tag is reported, so it never does silently.
 */
export function componentTagWarnings(tree: Root, source: string, file: string): RenderWarning[] {
  if (!/<[A-Z]/.test(source)) return [];
  const warnings: RenderWarning[] = [];
  const walk = (parent: Parent) => {
    for (const node of parent.children as RootContent[]) {
      if (node.type === 'html') {
        const name = COMPONENT_TAG.exec(node.value)?.[1];
        const line = node.position?.start.line;
        if (name !== undefined) {
          warnings.push({
            file,
            ...(line === undefined ? {} : { line }),
            message: `<${name}> is an MDX component in a page read as CommonMark, where it is dropped: name the file .mdx, or set docs.mdx.markdownAsMdx in package.yaml`,
          });
        }
      } else if ('children' in node) walk(node);
    }
  };
  walk(tree);
  return warnings;
}
