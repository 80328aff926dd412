/** A cell of a printed table. */
export type Cell = string | number;

/**
 * Formats rows as a Markdown table with padded columns, so the same text reads well in a
 * terminal and pastes into docs/performance.md. Numeric columns are right-aligned.
 */
export function formatTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => row.map((cell) => String(cell)));
  const numeric = headers.map(
    (_, col) => text.length > 0 && text.every((row) => /^[-+]?[\d.,]+$/.test(row[col] ?? '')),
  );
  const widths = headers.map((header, col) =>
    Math.max(3, header.length, ...text.map((row) => (row[col] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, col) => (numeric[col] ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join(' | ')} |`;
  const rule = `| ${widths.map((width, col) => (numeric[col] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(headers), rule, ...text.map(line)].join('\n');
}

/** Milliseconds as seconds with one decimal. */
export const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/** Bytes as KB (1,024) with one decimal. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
