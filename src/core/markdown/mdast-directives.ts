import type { PhrasingContent, RootContent, RootContentMap } from 'mdast';
import { markAdmonition } from './admonitions.ts';
import type { MarkerTable } from './markers.ts';
import { MARKER_PROPERTY } from './markers.ts';
import { fillMessage, type RenderMessages } from './render-messages.ts';

type ContainerDirective = RootContentMap['containerDirective'];
type LeafDirective = RootContentMap['leafDirective'];
type TextDirective = RootContentMap['textDirective'];
/** A remark-directive node. */
export type Directive = ContainerDirective | LeafDirective | TextDirective;

const DIRECTIVE_TYPES = new Set(['containerDirective', 'leafDirective', 'textDirective']);

/** Whether a node is a remark-directive node (container, leaf or text). */
export function isDirective(node: { type: string }): node is Directive {
  return DIRECTIVE_TYPES.has(node.type);
}

/**
 * Handles one remark-directive node. `tabs`/`tab` containers become marked elements (built into
 * tab markup after sanitising) and stay where they are: the result is undefined. Every other
 * directive is foreign syntax that must read as the author wrote it, and the result is what
 * replaces it: text and leaf directives ('10:30', 'Note:here', '::name') go back to their source
 * text, keeping any label content; unknown containers (DocFX ':::zone') are unwrapped to their
 * children. The caller walks the replacement too: it may hold more directives.
 */
export function replaceDirective(
  directive: Directive,
  source: string,
  markers: MarkerTable,
  messages: RenderMessages,
): RootContent[] | undefined {
  if (directive.data?.hName !== undefined) return undefined; // a tab already marked by its group
  if (directive.type === 'containerDirective' && markTabs(directive, markers, messages)) return undefined;
  if (directive.type === 'containerDirective' && markAdmonition(directive, markers)) return undefined;
  if (directive.type === 'containerDirective') return directive.children;
  if (directive.type === 'leafDirective') {
    return [{ type: 'paragraph', children: restore(directive, source), position: directive.position }];
  }
  return restore(directive, source);
}

function markTabs(group: ContainerDirective, markers: MarkerTable, messages: RenderMessages): boolean {
  if (group.name !== 'tabs') return false;
  const tabs = group.children.filter(
    (child): child is ContainerDirective => child.type === 'containerDirective' && child.name === 'tab',
  );
  if (tabs.length === 0) return false;
  // `group` (Docusaurus' groupId, Starlight's syncKey) links the groups that switch together.
  const sync = group.attributes?.['group']?.trim();
  setMarker(group, markers.mark(sync ? { kind: 'tabs', group: sync } : { kind: 'tabs' }));
  tabs.forEach((tab, position) => {
    const label =
      tab.children[0]?.type === 'paragraph' && tab.children[0].data?.directiveLabel
        ? tab.children[0]
        : undefined;
    if (label !== undefined) tab.children.shift();
    const written = tab.attributes?.title ?? (label === undefined ? '' : plainText(label.children));
    const title = written.trim() || fillMessage(messages['article.tabFallback'], { number: position + 1 });
    // `default` (Docusaurus' TabItem) selects the tab when the page opens.
    const selected = tab.attributes?.['default'] !== undefined && tab.attributes['default'] !== null;
    setMarker(tab, markers.mark(selected ? { kind: 'tab', title, selected } : { kind: 'tab', title }));
  });
  return true;
}

function setMarker(node: ContainerDirective, value: string): void {
  node.data = { ...node.data, hName: 'div', hProperties: { [MARKER_PROPERTY]: value } };
}

/** The directive's source text around its label content, e.g. ':abbr[' + label + ']{…}'. */
function restore(directive: LeafDirective | TextDirective, source: string): PhrasingContent[] {
  const start = directive.position?.start.offset;
  const end = directive.position?.end.offset;
  if (start === undefined || end === undefined) {
    const colons = directive.type === 'leafDirective' ? '::' : ':';
    return [{ type: 'text', value: colons + directive.name }, ...directive.children];
  }
  const first = directive.children[0]?.position?.start.offset;
  const last = directive.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [{ type: 'text', value: source.slice(start, end) }];
  return [
    { type: 'text', value: source.slice(start, first) },
    ...directive.children,
    { type: 'text', value: source.slice(last, end) },
  ];
}

function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : ''))
    .join('');
}
