import { isNode, LineCounter, parseDocument } from 'yaml';

/** Splits a field path (`categories[0].subcategories[1].url`) into keys and indexes. */
function pathOf(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));
}

/**
 * The 1-based line of a field in a YAML (or JSON) text, given its field path as content problems
 * write it, or undefined when the text does not hold that field.
 */
export function yamlFieldLine(text: string, field: string): number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const node: unknown = doc.getIn(pathOf(field), true);
  if (!isNode(node) || node.range === undefined || node.range === null) return undefined;
  return lineCounter.linePos(node.range[0]).line;
}
