import type { Expression } from 'estree';
import type { Parent, Root, RootContent } from 'mdast';
import type { Position } from 'unist';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { find, html } from 'property-information';
import { MARKER_PROPERTY } from './markers.ts';
import { COMPONENTS, wrapper } from './mdx-components.ts';
import type { JsxElement, MdxContext, Replacement } from './mdx-context.ts';
import { blockElementsOf } from './mdx-blocks.ts';
import { constantsOf, literalOf, propsOf } from './mdx-literals.ts';
import { MarkdownSourceError } from './mdx-options.ts';
import {
  inlinePartial,
  partialImportsOf,
  rawImportsOf,
  readRawImport,
  type PartialImport,
} from './partials.ts';
import { constantExpressionsOf } from './code-component.ts';

const MDX_TYPES = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
]);

/**
 * Replaces every MDX node of a tree with plain mdast the rest of the pipeline renders:
 * `import`/`export` are removed (imports of `.md`/`.mdx` files become partials), comment-only and
 * literal `{…}` expressions become their text, lower-case JSX elements become HTML elements (the
 * sanitiser cleans them like raw HTML), the portal's components (mdx-components.ts) become
 * directives and marked elements, and an imported partial is inlined. Anything else is a
 * problem: an error, or with the 'warn' policy a warning and a visible fallback box.
 */
export function prepareMdx(tree: Root, context: MdxContext): void {
  const imports = new Map<string, PartialImport>();
  const scope = new Map<string, string | number | boolean | null>();
  const constants = new Map<string, Expression>();
  // MDX reads `import`/`export` lines inside JSX elements too, so they are looked for everywhere.
  const collect = (parent: Parent) => {
    for (const node of parent.children as RootContent[]) {
      if (node.type === 'mdxjsEsm') {
        for (const item of partialImportsOf(node, context)) imports.set(item.name, item);
        for (const [name, value] of constantsOf(node.data?.estree)) scope.set(name, value);
        for (const [name, value] of constantExpressionsOf(node.data?.estree)) constants.set(name, value);
        for (const raw of rawImportsOf(node, context)) {
          const text = readRawImport(raw, context);
          if (text !== undefined) scope.set(raw.name, text);
        }
      } else if ('children' in node) collect(node);
    }
  };
  collect(tree);
  const ctx: MdxContext = { ...context, scope, constants };
  const walk = (parent: Parent) => {
    const children = parent.children as RootContent[];
    let index = 0;
    while (index < children.length) {
      const node = children[index]!;
      const blocks = node.type === 'paragraph' ? blockElementsOf(node) : undefined;
      if (blocks !== undefined) {
        children.splice(index, 1, ...blocks);
        continue; // handle them as the blocks they are
      }
      if (MDX_TYPES.has(node.type)) {
        const replacement = replaceMdxNode(node as MdxNode, ctx, imports);
        children.splice(index, 1, ...replacement);
        for (const item of replacement) if ('children' in item) walk(item); // it may hold more MDX
        index += replacement.length;
        continue;
      }
      if ('children' in node) walk(node);
      index++;
    }
  };
  walk(tree);
}

type MdxNode = MdxjsEsm | MdxFlowExpression | MdxTextExpression | JsxElement;

function replaceMdxNode(node: MdxNode, ctx: MdxContext, imports: Map<string, PartialImport>): Replacement {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, ctx);
    default:
      return element(node, ctx, imports);
  }
}

function expression(node: MdxFlowExpression | MdxTextExpression, ctx: MdxContext): Replacement {
  const literal = literalOf(node.data?.estree, ctx.scope);
  if (literal.kind === 'empty') return [];
  if (literal.kind === 'value') {
    const value = literal.value === null ? '' : String(literal.value);
    const content = { type: 'text' as const, value };
    return node.type === 'mdxFlowExpression' ? [{ type: 'paragraph', children: [content] }] : [content];
  }
  const shown = `{${node.value}}`;
  return problem(
    ctx,
    node,
    `the expression ${shown} needs JavaScript, which the portal does not run`,
    shown,
    [],
  );
}

function element(node: JsxElement, ctx: MdxContext, imports: Map<string, PartialImport>): Replacement {
  const name = node.name;
  if (name === null) return node.children as Replacement; // a fragment: <>…</>
  const partial = imports.get(name);
  if (partial !== undefined) return inlinePartial(node, partial, ctx);
  if (/^[a-z]/.test(name) && !name.includes('.')) return htmlElement(node, name, ctx);
  const component = COMPONENTS[name];
  if (component !== undefined) {
    const props = propsOf(node.attributes, ctx.scope);
    const dynamic = props.dynamic.filter((prop) => component.props.includes(prop));
    if (dynamic.length > 0) return dynamicProblem(ctx, node, name, dynamic);
    return component.render(node, props, ctx);
  }
  return problem(ctx, node, `unknown MDX component <${name}>`, `<${name}>`, node.children);
}

/** An element whose props named in `dynamic` are set by JavaScript expressions. */
function dynamicProblem(
  ctx: MdxContext,
  node: JsxElement,
  name: string,
  dynamic: readonly string[],
): Replacement {
  const list = dynamic.map((prop) => `'${prop}'`).join(', ');
  return problem(
    ctx,
    node,
    `<${name}> has ${list} set by JavaScript, which the portal does not run`,
    `<${name}>`,
    node.children,
  );
}

/** A lower-case element is HTML: its literal attributes are kept for the sanitiser to judge. */
function htmlElement(node: JsxElement, name: string, ctx: MdxContext): Replacement {
  const props = propsOf(node.attributes, ctx.scope);
  // The sanitiser drops every style attribute, as it does in raw HTML: its value does not matter.
  const dynamic = props.dynamic.filter((prop) => prop !== 'style');
  if (dynamic.length > 0) return dynamicProblem(ctx, node, name, dynamic);
  const properties: Record<string, string | number | boolean> = {};
  for (const [key, value] of props.values) {
    if (value === null || value === false || key === MARKER_PROPERTY) continue;
    const attribute = key === 'className' ? 'class' : key === 'htmlFor' ? 'for' : key;
    properties[find(html, attribute).property] = value;
  }
  return [wrapper(node, { hName: name, hProperties: properties }, node.children)];
}

/**
 * An MDX construct the portal cannot render. With the 'error' policy it throws naming file and
 * line; with 'warn' it is reported and replaced by a fallback box titled with `shown` that
 * holds the element's children, so nothing vanishes.
 */
export function problem(
  ctx: MdxContext,
  node: { type: string; position?: Position | undefined },
  message: string,
  shown: string,
  children: RootContent[],
): Replacement {
  const line = node.position?.start.line;
  if (ctx.policy === 'error') {
    throw new MarkdownSourceError(
      ctx.file,
      line,
      `${message} (docs.mdx.unknownComponents: warn in package.yaml renders it as a visible fallback)`,
    );
  }
  ctx.warnings.push({ file: ctx.file, ...(line === undefined ? {} : { line }), message });
  const inline = node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
  const title = ctx.markers.mark({
    kind: 'element',
    tagName: inline ? 'span' : 'p',
    className: ['mdx-fallback-title'],
  });
  const box = ctx.markers.mark({
    kind: 'element',
    tagName: inline ? 'span' : 'div',
    className: ['mdx-fallback'],
  });
  const heading = { type: 'inlineCode' as const, value: shown };
  return [
    wrapper(node, { hName: inline ? 'span' : 'div', hProperties: { [MARKER_PROPERTY]: box } }, [
      wrapper(
        { type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement' },
        { hName: inline ? 'span' : 'p', hProperties: { [MARKER_PROPERTY]: title } },
        [heading],
      ),
      ...children,
    ]),
  ];
}
