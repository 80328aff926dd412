import type { PhrasingContent, RootContentMap } from 'mdast';
import { MARKER_PROPERTY, type CalloutType, type MarkerTable } from './markers.ts';
import { mapOutsideFences } from './source-outside-fences.ts';

type ContainerDirective = RootContentMap['containerDirective'];

/**
 * Docusaurus and Starlight admonition names and the portal callout each renders as (decision
 * 0035). The portal's five callouts are GitHub's; the others map by meaning and colour: `info` is
 * neutral information (a note), `caution` is Starlight's and Docusaurus' yellow warning, and
 * `danger` is the red one, GitHub's `caution`.
 */
export const ADMONITION_TYPES: Readonly<Record<string, CalloutType>> = {
  note: 'note',
  info: 'note',
  tip: 'tip',
  important: 'important',
  warning: 'warning',
  caution: 'warning',
  danger: 'caution',
};

const NAMES = Object.keys(ADMONITION_TYPES).join('|');
/** `:::note Some title`: Docusaurus' title form, which is not directive syntax. */
const TITLE_LINE = new RegExp(
  `^([ \\t]*(?:>[ \\t]?)*[ \\t]*:{3,}(?:${NAMES}))[ \\t]+([^\\s\\[{][^\\n\\r]*?)[ \\t]*$`,
  'gm',
);

/**
 * Rewrites Docusaurus' `:::note My title` lines into the directive form `:::note[My title]`, as
 * Docusaurus itself does before parsing. Lines inside fenced code are left alone. Only the rest
 * of each rewritten line moves, so line numbers stay the file's.
 */
export function normaliseAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  return mapOutsideFences(source, (text) =>
    text.replace(TITLE_LINE, (_, head: string, title: string) => `${head}[${escapeLabel(title)}]`),
  );
}

function escapeLabel(title: string): string {
  return title.replace(/[[\]\\]/g, (char) => `\\${char}`);
}

/**
 * Marks an admonition container (`:::tip`, `:::danger[Title]`…) as a callout, with the label as
 * its title; attributes (Starlight's `{icon=…}`) are ignored. Returns false for other names.
 */
export function markAdmonition(directive: ContainerDirective, markers: MarkerTable): boolean {
  const type = ADMONITION_TYPES[directive.name.toLowerCase()];
  if (type === undefined) return false;
  const first = directive.children[0];
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  if (label !== undefined) directive.children.shift();
  const title = label === undefined ? '' : plainText(label.children).trim();
  const value = markers.mark(title === '' ? { kind: 'callout', type } : { kind: 'callout', type, title });
  directive.data = { ...directive.data, hName: 'div', hProperties: { [MARKER_PROPERTY]: value } };
  return true;
}

function plainText(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children) : ''))
    .join('');
}
