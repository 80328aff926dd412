/** A column of strings, one per record or page, read by index. */
export interface StringColumn {
  readonly length: number;
  get(index: number): string;
}

/** Strings held as JavaScript strings: an index built in this process. */
export function arrayColumn(values: readonly string[]): StringColumn {
  return { length: values.length, get: (index) => values[index] ?? '' };
}

const decoder = new TextDecoder();

/**
 * Strings held as one UTF-8 buffer and offsets (`offsets[i]..offsets[i + 1]`): a loaded index.
 * Nothing is decoded until a string is read, so loading costs no time per record; only the
 * records a response shows are ever decoded.
 */
export function utf8Column(bytes: Uint8Array, offsets: Uint32Array): StringColumn {
  return {
    length: offsets.length - 1,
    get: (index) =>
      index >= 0 && index < offsets.length - 1
        ? decoder.decode(bytes.subarray(offsets[index]!, offsets[index + 1]!))
        : '',
  };
}

const NON_ASCII = /[^\0-\x7f]/;

/** UTF-8 length of a string as TextEncoder writes it (a lone surrogate becomes U+FFFD: 3 bytes). */
export function utf8Length(value: string): number {
  let bytes = value.length;
  if (!NON_ASCII.test(value)) return bytes;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if ((code & 0xfc00) === 0xd800 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a surrogate pair: 4 bytes for 2 code units
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** Byte offsets of a column's strings in its UTF-8 encoding (`offsets[i]..offsets[i + 1]`). */
export function columnOffsets(column: StringColumn): Uint32Array {
  const offsets = new Uint32Array(column.length + 1);
  for (let i = 0; i < column.length; i++) offsets[i + 1] = offsets[i]! + utf8Length(column.get(i));
  return offsets;
}

const CHUNK = 1 << 20;

/**
 * A column's UTF-8 bytes in chunks of about 1 MB, so that a large column is never held encoded
 * in full. The chunk buffer is reused: each chunk is only valid until the next one is taken.
 * `byteLength` is what columnOffsets counted; a mismatch throws rather than misplace the data.
 */
export function* columnChunks(column: StringColumn, byteLength: number): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  let chunk = new Uint8Array(CHUNK);
  let used = 0;
  let total = 0;
  for (let i = 0; i < column.length; i++) {
    const value = column.get(i);
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (used + value.length * 3 > chunk.length) {
      if (used > 0) yield chunk.subarray(0, used);
      total += used;
      used = 0;
      if (value.length * 3 > chunk.length) chunk = new Uint8Array(value.length * 3);
    }
    used += encoder.encodeInto(value, chunk.subarray(used)).written;
  }
  if (used > 0) yield chunk.subarray(0, used);
  if (total + used !== byteLength) throw new Error('string column changed while it was encoded');
}
