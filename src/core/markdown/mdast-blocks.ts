import type { Blockquote, Code, Heading, Paragraph } from 'mdast';
import { MARKER_PROPERTY, type CalloutType, type MarkerTable } from './markers.ts';

const ALERT = /^\[!(note|tip|important|warning|caution)\][ \t]*/i;

/**
 * GitHub alerts: a blockquote whose first line is `[!NOTE]` (TIP, IMPORTANT, WARNING, CAUTION)
 * becomes a marked callout. Text after the marker on the same line is a custom title, as in
 * Hugo/Docsy. Other blockquotes, and unknown types like `[!NB]`, stay blockquotes.
 */
export function markCallout(quote: Blockquote, markers: MarkerTable): void {
  const paragraph = quote.children[0];
  const first = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
  if (paragraph?.type !== 'paragraph' || first?.type !== 'text') return;
  const match = ALERT.exec(first.value);
  if (match === null) return;

  const rest = first.value.slice(match[0].length);
  const lineEnd = rest.indexOf('\n');
  // A title is only what is left of the first line when nothing else follows on that line.
  const hasTitle = lineEnd !== -1 || paragraph.children.length === 1;
  const title = hasTitle ? (lineEnd === -1 ? rest : rest.slice(0, lineEnd)).trim() : '';
  const body = hasTitle ? (lineEnd === -1 ? '' : rest.slice(lineEnd + 1)) : rest;
  if (body === '') paragraph.children.shift();
  else first.value = body;
  if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
  if (paragraph.children.length === 0) quote.children.shift();

  const type = match[1]!.toLowerCase() as CalloutType;
  const value = markers.mark(title === '' ? { kind: 'callout', type } : { kind: 'callout', type, title });
  quote.data = { ...quote.data, hProperties: { ...quote.data?.hProperties, [MARKER_PROPERTY]: value } };
}

/**
 * The empty marked placeholder that replaces fenced and indented code: the code is highlighted
 * after sanitising, so it never goes through the HTML re-parse and sanitiser at all.
 */
export function codePlaceholder(code: Code, markers: MarkerTable): Paragraph {
  const value = markers.mark({
    kind: 'code',
    lang: code.lang ?? undefined,
    meta: code.meta ?? undefined,
    value: code.value,
  });
  return {
    type: 'paragraph',
    children: [],
    position: code.position,
    data: { hName: 'div', hProperties: { [MARKER_PROPERTY]: value }, hChildren: [] },
  };
}

const CUSTOM_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** `## Title {#custom-id}`: the suffix is removed and becomes the heading's id. */
export function applyCustomHeadingId(heading: Heading): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const match = CUSTOM_ID.exec(last.value);
  if (match === null) return;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: match[1]! } };
}
