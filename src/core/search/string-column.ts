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

/** Encodes a column into one UTF-8 buffer and its offsets (for serialisation). */
export function encodeColumn(column: StringColumn): { bytes: Uint8Array; offsets: Uint32Array } {
  const encoder = new TextEncoder();
  const offsets = new Uint32Array(column.length + 1);
  let bytes = new Uint8Array(1024);
  let used = 0;
  for (let i = 0; i < column.length; i++) {
    const value = column.get(i);
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (used + value.length * 3 > bytes.length) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, used + value.length * 3));
      grown.set(bytes.subarray(0, used));
      bytes = grown;
    }
    used += encoder.encodeInto(value, bytes.subarray(used)).written;
    offsets[i + 1] = used;
  }
  return { bytes: bytes.slice(0, used), offsets };
}
