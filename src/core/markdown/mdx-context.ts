import type { Expression } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MarkerTable } from './markers.ts';
import type { LiteralScope } from './mdx-literals.ts';
import type { PartialSource, RenderWarning, UnknownComponentPolicy } from './mdx-options.ts';

/** An MDX JSX element, flow or text. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What the MDX step needs for one file (a page or a partial). */
export interface MdxContext {
  /** Content-root-relative file the tree comes from. */
  file: string;
  markers: MarkerTable;
  policy: UnknownComponentPolicy;
  warnings: RenderWarning[];
  partials: PartialSource | undefined;
  /** Files whose partials are being inlined, outermost first: a repeat is a cycle. */
  stack: readonly string[];
  /** The file's exported literal constants and `?raw` imports (filled by prepareMdx). */
  scope?: LiteralScope;
  /** Every `const` of the file as written, for props that name an array or a regex (`<Code mark>`). */
  constants?: ReadonlyMap<string, Expression>;
  /** Parses and prepares a partial's source into a tree (the renderer's own steps). */
  renderPartial(file: string, source: string, stack: readonly string[]): Root;
}

/** The replacement of a node: the nodes that take its place (none removes it). */
export type Replacement = RootContent[];
