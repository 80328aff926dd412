/** A strict RFC 4180 reader: every field quoted, as csvRecord writes them. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const record: string[] = [];
    for (;;) {
      if (text[i] !== '"') throw new Error(`expected a quote at ${i}`);
      let value = '';
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error('unterminated field');
        value += text.slice(i, quote);
        i = quote + 1;
        if (text[i] === '"') {
          value += '"';
          i += 1;
        } else break;
      }
      record.push(value);
      if (text[i] === ',') i += 1;
      else if (text.startsWith('\r\n', i)) {
        i += 2;
        break;
      } else throw new Error(`expected , or CRLF at ${i}`);
    }
    records.push(record);
  }
  return records;
}
