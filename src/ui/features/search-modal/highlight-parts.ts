/** A piece of a highlighted text: plain, or a match the engine wrapped in a highlight tag. */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a highlight or snippet value (`a <mark>b</mark> c`, HTML-escaped outside the tags) into
 * parts that React renders as text and `<mark>`. The value is never inserted as HTML, so the
 * page stays safe whichever backend (the portal or Algolia) produced it.
 */
export function highlightParts(value: string, preTag = '<mark>', postTag = '</mark>'): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest !== '') {
    const start = rest.indexOf(preTag);
    const end = start === -1 ? -1 : rest.indexOf(postTag, start + preTag.length);
    if (start === -1 || end === -1) {
      parts.push({ text: decodeEntities(rest), marked: false });
      break;
    }
    if (start > 0) parts.push({ text: decodeEntities(rest.slice(0, start)), marked: false });
    parts.push({ text: decodeEntities(rest.slice(start + preTag.length, end)), marked: true });
    rest = rest.slice(end + postTag.length);
  }
  return parts.filter((part) => part.text !== '');
}
