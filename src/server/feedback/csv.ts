/** A cell value; null and undefined are empty cells. */
export type CsvValue = string | number | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and CR, let one
 * through after a separator): = + - @ as OWASP lists them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: always quoted, inner quotes doubled, line breaks kept. A value starting
 * with a formula character gets a leading apostrophe first, so a spreadsheet shows it as text
 * instead of running it (CSV formula injection): readers' comments are untrusted.
 */
export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record: fields joined by commas and ended with CRLF (RFC 4180). */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
