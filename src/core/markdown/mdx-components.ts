import type { Data as MdastData, PhrasingContent, RootContent } from 'mdast';
import { ADMONITION_TYPES } from './admonitions.ts';
import { codeComponentMeta, codeNode } from './code-component.ts';
import { flowChildren } from './mdx-blocks.ts';
import { MARKER_PROPERTY, type TrustedElementMarker } from './markers.ts';
import type { JsxElement, MdxContext, Replacement } from './mdx-context.ts';
import { literalOf, propsOf, stringProp, type ElementProps } from './mdx-literals.ts';

/** A component the portal renders at build time, to static HTML. */
export interface MdxComponent {
  /** The props it reads: one set by JavaScript (`prop={x}`) is a problem; others are ignored. */
  props: readonly string[];
  render(node: JsxElement, props: ElementProps, ctx: MdxContext): Replacement;
}

/**
 * A directive node standing for an element: `containerDirective` for flow content,
 * `textDirective` inside a paragraph. The pipeline keeps directives that carry an `hName` as they
 * are (mdast-directives.ts), and remark-rehype makes them that element.
 */
export function wrapper(
  node: { type: string; position?: JsxElement['position'] },
  data: MdastData,
  children: readonly RootContent[],
): RootContent {
  const inline = node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
  return {
    type: inline ? 'textDirective' : 'containerDirective',
    name: 'portico',
    attributes: {},
    children: children as never[],
    data,
    ...(node.position === undefined ? {} : { position: node.position }),
  } as RootContent;
}

/** A wrapper the sanitiser leaves alone and the trusted step gives tag and classes. */
function trusted(
  node: JsxElement,
  ctx: MdxContext,
  marker: Omit<TrustedElementMarker, 'kind'>,
  children: readonly RootContent[],
): RootContent {
  const value = ctx.markers.mark({ kind: 'element', ...marker });
  return wrapper(node, { hName: marker.tagName, hProperties: { [MARKER_PROPERTY]: value } }, children);
}

function isElement(node: RootContent, name: string): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
}

/** Docusaurus `<Tabs groupId>`/`<TabItem value label>`, Starlight `<Tabs syncKey>`/`<TabItem label>`: the portal's tabs. */
const tabs: MdxComponent = {
  props: [],
  render(node, props, ctx) {
    const group = stringProp(props, 'groupId') ?? stringProp(props, 'syncKey');
    const children = flowChildren(node.children).map((child) => {
      if (!isElement(child, 'TabItem')) return child;
      const props = propsOf(child.attributes, ctx.scope);
      const label = stringProp(props, 'label') ?? stringProp(props, 'value') ?? '';
      const selected = props.values.get('default');
      return {
        type: 'containerDirective',
        name: 'tab',
        attributes: { title: label, ...(selected === true || selected === 'true' ? { default: '' } : {}) },
        children: child.children,
        position: child.position,
      } as RootContent;
    });
    return [
      {
        type: 'containerDirective',
        name: 'tabs',
        attributes: group === undefined ? {} : { group },
        children,
        position: node.position,
      } as RootContent,
    ];
  },
};

/** Starlight `<Aside type title>` and Docusaurus `<Admonition type title>`: a callout. */
const aside: MdxComponent = {
  props: ['type', 'title'],
  render(node, props, ctx) {
    const type = ADMONITION_TYPES[stringProp(props, 'type')?.toLowerCase() ?? 'note'] ?? 'note';
    const title = stringProp(props, 'title')?.trim();
    const value = ctx.markers.mark(title ? { kind: 'callout', type, title } : { kind: 'callout', type });
    return [wrapper(node, { hName: 'div', hProperties: { [MARKER_PROPERTY]: value } }, node.children)];
  },
};

const card: MdxComponent = {
  props: ['title'],
  render(node, props, ctx) {
    const title = stringProp(props, 'title');
    const heading =
      title === undefined
        ? []
        : [trusted(node, ctx, { tagName: 'p', className: ['card-title'] }, [{ type: 'text', value: title }])];
    return [trusted(node, ctx, { tagName: 'div', className: ['card'] }, [...heading, ...node.children])];
  },
};

const linkCard: MdxComponent = {
  props: ['title', 'href', 'description'],
  render(node, props, ctx) {
    const href = stringProp(props, 'href') ?? '';
    const title = stringProp(props, 'title') ?? href;
    const description = stringProp(props, 'description');
    const link: PhrasingContent = {
      type: 'link',
      url: href,
      children: [{ type: 'text', value: title }],
      ...(node.position ? { position: node.position } : {}),
    };
    return [
      trusted(node, ctx, { tagName: 'div', className: ['link-card'] }, [
        trusted(node, ctx, { tagName: 'p', className: ['link-card-title'] }, [link]),
        ...(description === undefined
          ? []
          : [
              trusted(node, ctx, { tagName: 'p', className: ['link-card-description'] }, [
                { type: 'text', value: description },
              ]),
            ]),
      ]),
    ];
  },
};

const linkButton: MdxComponent = {
  props: ['href', 'variant'],
  render(node, props, ctx) {
    const variant = stringProp(props, 'variant') === 'secondary' ? 'secondary' : 'primary';
    const link: PhrasingContent = {
      type: 'link',
      url: stringProp(props, 'href') ?? '',
      children: node.children as PhrasingContent[],
      ...(node.position ? { position: node.position } : {}),
    };
    return [
      trusted(
        node,
        ctx,
        {
          tagName: node.type === 'mdxJsxTextElement' ? 'span' : 'p',
          className: ['link-button', `link-button-${variant}`],
        },
        [link],
      ),
    ];
  },
};

const BADGE_VARIANTS = new Set(['note', 'tip', 'caution', 'danger', 'success', 'default']);

const badge: MdxComponent = {
  props: ['text', 'variant'],
  render(node, props, ctx) {
    const variant = stringProp(props, 'variant') ?? 'default';
    const text = stringProp(props, 'text');
    const content: RootContent[] = text === undefined ? node.children : [{ type: 'text', value: text }];
    const inline = { ...node, type: 'mdxJsxTextElement' } as JsxElement;
    const element = trusted(
      inline,
      ctx,
      { tagName: 'span', className: ['badge', `badge-${BADGE_VARIANTS.has(variant) ? variant : 'default'}`] },
      content,
    );
    return node.type === 'mdxJsxTextElement'
      ? [element]
      : [{ type: 'paragraph', children: [element as PhrasingContent] }];
  },
};

/** Docusaurus `<Details>` (with a `<summary>` child) and a `summary` prop: HTML details. */
const details: MdxComponent = {
  props: ['summary'],
  render(node, props) {
    const summary = stringProp(props, 'summary');
    const head =
      summary === undefined ? [] : [wrapper(node, { hName: 'summary' }, [{ type: 'text', value: summary }])];
    return [wrapper(node, { hName: 'details' }, [...head, ...node.children])];
  },
};

/**
 * Starlight `<Code code lang title mark ins del frame meta>` (`code` a literal, an exported
 * constant or a `?raw` import) and Docusaurus `<CodeBlock language title>`: a code block, its
 * props read as the fence meta they stand for (code-component.ts).
 */
function codeBlock(langProp: string): MdxComponent {
  return {
    props: ['code', langProp, 'title', 'frame', 'meta'],
    render(node, props, ctx) {
      const childText = node.children.map((child) => textOf(child, ctx)).join('');
      const value = stringProp(props, 'code') ?? childText;
      const meta = codeComponentMeta(node, ctx, stringProp(props, 'title'));
      return [codeNode(node, stringProp(props, langProp), meta, value)];
    },
  };
}

/** The text of a code component's child: text, or a literal `{`…`}` (Docusaurus' usual form). */
function textOf(child: RootContent, ctx: MdxContext): string {
  if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
    const literal = literalOf(child.data?.estree, ctx.scope);
    return literal.kind === 'value' && literal.value !== null ? String(literal.value) : '';
  }
  if (child.type === 'paragraph') return child.children.map((item) => textOf(item, ctx)).join('');
  return 'value' in child ? String(child.value) : '';
}

/** Classes on a wrapper around the children: Steps (an ordered list), CardGrid, FileTree. */
function box(className: string, fileTree = false): MdxComponent {
  return {
    props: [],
    render: (node, _props, ctx) => [
      trusted(
        node,
        ctx,
        { tagName: 'div', className: [className], ...(fileTree ? { fileTree } : {}) },
        node.children,
      ),
    ],
  };
}

/** Renders its children as they are. */
const transparent: MdxComponent = { props: [], render: (node) => node.children };

/** Renders nothing, for a reason recorded in decision 0035. */
const nothing: MdxComponent = { props: [], render: () => [] };

function iconLabel(node: JsxElement, label: string | undefined): Replacement {
  if (label === undefined) return [];
  const text = { type: 'text' as const, value: label };
  return node.type === 'mdxJsxTextElement' ? [text] : [{ type: 'paragraph', children: [text] }];
}

/**
 * The components the portal provides, by name (decision 0035). Docusaurus and Starlight names
 * overlap where they mean the same thing.
 */
export const COMPONENTS: Readonly<Record<string, MdxComponent>> = {
  Tabs: tabs,
  // A TabItem outside Tabs: its content, so nothing is lost.
  TabItem: transparent,
  Aside: aside,
  Admonition: aside,
  Details: details,
  Card: card,
  CardGrid: box('card-grid'),
  LinkCard: linkCard,
  LinkButton: linkButton,
  Steps: box('steps'),
  FileTree: box('file-tree', true),
  Badge: badge,
  Code: codeBlock('lang'),
  CodeBlock: codeBlock('language'),
  Fragment: transparent,
  // Decorative: Starlight hides icons from assistive technology unless they have a label.
  Icon: { props: ['label'], render: (node, props) => iconLabel(node, stringProp(props, 'label')) },
  // The portal shows the page's table of contents beside every article.
  TOCInline: nothing,
};
