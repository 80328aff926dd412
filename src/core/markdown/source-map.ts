import type { Point, Position } from 'unist';

/**
 * Points in a markdown source, as micromark gives them: 1-based line and column (UTF-16 code
 * units), 0-based offset. markdown-it only knows the lines of blocks, so the fast parser works
 * out columns from the text each block's inline content was cut from.
 */
export interface SourceMap {
  /** The point at a line (1-based) and column (1-based). */
  point(line: number, column: number): Point;
  /** The point of the first character of a line that is not a space or tab. */
  lineStart(line: number): Point;
  /** The point at the end of a line, before its line ending. */
  lineEnd(line: number): Point;
  /**
   * Where a block's inline content starts: `content` was cut from the source from line
   * `firstLine` on, one content line per source line, each the end of its source line (container
   * markers and indentation removed; the last one trimmed). With `from` (0-based), the first
   * line is searched left to right from there: the cells of one table row.
   */
  contentStart(firstLine: number, content: string, from?: number): ContentOrigin;
}

/** Where each line of a block's inline content starts in the source. */
export interface ContentOrigin {
  /** The point of a content offset. */
  pointAt(offset: number): Point;
  /** The column right after the content's first line, for searching the next cell of a row. */
  readonly firstLineEnd: number;
}

/** Builds the map of a source (the page body the parser read). */
export function createSourceMap(source: string): SourceMap {
  const lines = source.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const text = (line: number) => lines[line - 1] ?? '';
  const point = (line: number, column: number): Point => ({
    line,
    column,
    offset: (starts[line - 1] ?? source.length) + column - 1,
  });

  return {
    point,
    lineStart: (line) => point(line, 1 + (/^[ \t]*/.exec(text(line))?.[0].length ?? 0)),
    lineEnd: (line) => point(line, text(line).length + 1),
    contentStart(firstLine, content, from) {
      const contentLines = content.split('\n');
      const columns = contentLines.map((contentLine, index) => {
        const sourceLine = text(firstLine + index);
        const wanted = contentLine.trimEnd();
        // Content lines end their source line, so the last match is the right one ('> > a' holds
        // '> a'); cells of a row are found left to right instead.
        const at =
          index === 0 && from !== undefined
            ? sourceLine.indexOf(wanted, from)
            : sourceLine.lastIndexOf(wanted);
        return at === -1 ? (/^[ \t]*/.exec(sourceLine)?.[0].length ?? 0) : at;
      });
      const lineOffsets: number[] = [];
      let at = 0;
      for (const contentLine of contentLines) {
        lineOffsets.push(at);
        at += contentLine.length + 1;
      }
      return {
        pointAt(offset) {
          let index = lineOffsets.length - 1;
          while (index > 0 && lineOffsets[index]! > offset) index--;
          return point(firstLine + index, columns[index]! + offset - lineOffsets[index]! + 1);
        },
        firstLineEnd: columns[0]! + contentLines[0]!.trimEnd().length,
      };
    },
  };
}

/** A position from two points. */
export const span = (start: Point, end: Point): Position => ({ start, end });
