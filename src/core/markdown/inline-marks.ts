import type { TextMarker } from './code-meta.ts';

/** A marked stretch of one line's text: [start, end) in UTF-16 units. */
export interface InlineMark {
  start: number;
  end: number;
  kind: TextMarker['kind'];
}

// A line longer than this is not searched: a marker's regular expression stays cheap.
const MAX_LINE_LENGTH = 2000;
const PRIORITY = { del: 0, ins: 1, highlight: 2 } as const;

/**
 * Where the markers match in one line, as Expressive Code marks them: every occurrence of a
 * text, every match of a regular expression (only its capture groups when it has any). Where
 * marks overlap, `del` wins over `ins` over `mark`, then the earlier marker; the result is
 * sorted and never overlaps.
 */
export function findInlineMarks(line: string, markers: readonly TextMarker[]): InlineMark[] {
  if (markers.length === 0 || line.length > MAX_LINE_LENGTH) return [];
  const found: (InlineMark & { order: number })[] = [];
  markers.forEach((marker, order) => {
    const add = (start: number, end: number) => {
      if (end > start) found.push({ start, end, kind: marker.kind, order });
    };
    if (typeof marker.pattern === 'string') {
      for (
        let at = line.indexOf(marker.pattern);
        at !== -1;
        at = line.indexOf(marker.pattern, at + marker.pattern.length)
      )
        add(at, at + marker.pattern.length);
      return;
    }
    const regex = new RegExp(marker.pattern.source, 'gd');
    for (const match of line.matchAll(regex)) {
      const groups = match.indices?.slice(1).filter((range) => range !== undefined) ?? [];
      if (match.length > 1) for (const [start, end] of groups) add(start, end);
      else add(match.index, match.index + match[0].length);
      if (match[0] === '') regex.lastIndex++;
    }
  });
  found.sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || a.order - b.order || a.start - b.start);
  const kept: InlineMark[] = [];
  for (const mark of found) {
    if (kept.some((other) => mark.start < other.end && other.start < mark.end)) continue;
    kept.push({ start: mark.start, end: mark.end, kind: mark.kind });
  }
  return kept.sort((a, b) => a.start - b.start);
}

const TAGS = { highlight: 'mark', ins: 'ins', del: 'del' } as const;
const SPAN = /<span(?: class="([^"]*)")?>([^<]*)<\/span>/g;
const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const unescape = (html: string) => html.replace(/&(?:amp|lt|gt);/g, (entity) => UNESCAPES[entity]!);
const escape = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char]!);

/**
 * One highlighted line's HTML (`tokens-html.ts`: a run of `<span class>text</span>`) with the
 * marks wrapped in `<mark>`, `<ins>` or `<del>`: token spans are split where a mark starts or
 * ends inside them, so the colours stay and the element holds whole spans.
 */
export function markLineHtml(html: string, marks: readonly InlineMark[]): string {
  if (marks.length === 0) return html;
  const tokens = [...html.matchAll(SPAN)].map((match) => ({ classes: match[1], text: unescape(match[2]!) }));
  const out: string[] = [];
  let offset = 0;
  let next = 0;
  let open: InlineMark | undefined;
  for (const token of tokens) {
    let at = 0;
    while (at < token.text.length) {
      const position = offset + at;
      if (open !== undefined && open.end === position) {
        out.push(`</${TAGS[open.kind]}>`);
        open = undefined;
      }
      const mark = marks[next];
      if (open === undefined && mark?.start === position) {
        out.push(`<${TAGS[mark.kind]}>`);
        open = mark;
        next++;
      }
      const boundary = (open?.end ?? marks[next]?.start ?? Infinity) - offset;
      // Marks lie inside the line and never overlap, so a boundary is always ahead; the guard
      // only keeps a malformed mark from stalling the loop.
      const stop = Math.min(token.text.length, boundary > at ? boundary : token.text.length);
      const attribute = token.classes === undefined ? '' : ` class="${token.classes}"`;
      out.push(`<span${attribute}>${escape(token.text.slice(at, stop))}</span>`);
      at = stop;
    }
    offset += token.text.length;
  }
  if (open !== undefined) out.push(`</${TAGS[open.kind]}>`);
  return out.join('');
}
