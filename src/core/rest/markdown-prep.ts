const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^( {0,3})(#{1,6})(?=[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines that cannot be the text of a setext heading: blank, indented code, other block starts.
const NOT_PARAGRAPH = /^(\s*$| {4}|\t| {0,3}([#>|<]|[-*+][ \t]|\d{1,9}[.)][ \t]|`{3}|~{3}))/;

interface HeadingLine {
  /** Index of the line that gets the ATX heading. */
  index: number;
  level: number;
  /** The heading's text, for a setext heading (its underline line is then emptied). */
  setextText?: string;
}

/** The headings of a markdown text, outside fenced code. */
function findHeadings(lines: string[]): HeadingLine[] {
  const found: HeadingLine[] = [];
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const opener = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
      continue;
    }
    if (opener !== undefined) {
      fence = opener;
      continue;
    }
    const atx = ATX.exec(line);
    if (atx !== null) {
      found.push({ index, level: atx[2]!.length });
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(line)?.[1];
    const previous = lines[index - 1];
    if (underline !== undefined && previous !== undefined && !NOT_PARAGRAPH.test(previous)) {
      found.push({ index: index - 1, level: underline.startsWith('=') ? 1 : 2, setextText: previous.trim() });
    }
  }
  return found;
}

/**
 * Moves the headings of a description so its highest heading is at level `top` (an h4-only
 * description under an operation's h2 becomes h3), keeping their relative levels and capping at
 * h6; the page outline then stays in order. Setext headings become ATX headings. Fenced code is
 * left alone.
 */
export function rebaseHeadings(markdown: string, top: number): string {
  if (!/(^|\n) {0,3}(#|=+[ \t]*(\n|$)|-+[ \t]*(\n|$))/.test(markdown)) return markdown;
  const lines = markdown.split('\n');
  const headings = findHeadings(lines);
  if (headings.length === 0) return markdown;
  const shift = top - Math.min(...headings.map((heading) => heading.level));
  for (const heading of headings) {
    const hashes = '#'.repeat(Math.max(1, Math.min(6, heading.level + shift)));
    if (heading.setextText !== undefined) {
      lines[heading.index] = `${hashes} ${heading.setextText}`;
      lines[heading.index + 1] = '';
    } else {
      lines[heading.index] = lines[heading.index]!.replace(ATX, (_, indent: string) => `${indent}${hashes}`);
    }
  }
  return lines.join('\n');
}

/** Where fragment links of a description may point: element ids of other pages of the reference. */
export interface FragmentTargets {
  /** Lower-cased id -> the route of the page that has it and the id as it is there. */
  get(id: string): { route: string; id?: string } | undefined;
}

const FRAGMENT_LINK = /\]\(\s*#([^\s)]+)/g;

/**
 * Points `[text](#id)` links at the page that has the id: real specs link operations across
 * groups as if the reference were one page ('#api-rest-api-3-issue-get'), and group pages split
 * it. Matching is case-insensitive; an id on `route` itself stays a same-page link.
 */
export function rewriteFragmentLinks(markdown: string, route: string, targets: FragmentTargets): string {
  if (!markdown.includes('](')) return markdown;
  return markdown.replace(FRAGMENT_LINK, (whole, fragment: string) => {
    let id = fragment;
    try {
      id = decodeURIComponent(fragment);
    } catch {
      // keep as written
    }
    const target = targets.get(id.toLowerCase());
    if (target === undefined) return whole;
    const hash = target.id === undefined ? '' : `#${target.id}`;
    return target.route === route && hash !== '' ? `](${hash}` : `](${target.route}${hash}`;
  });
}
