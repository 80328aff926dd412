import { describe, expect, it } from 'vitest';
import { arrayColumn, columnChunks, columnOffsets, utf8Column, utf8Length } from './string-column.ts';

const samples = [
  '',
  'plain ASCII',
  'über café',
  'ключ 键 🔑',
  'lone \uD800 high',
  'lone \uDC00 low',
  'pair at end \uD83D\uDE00',
  'high at end \uD83D',
  'x'.repeat(700_000) + 'é',
];

describe('UTF-8 string columns', () => {
  it('counts bytes exactly as TextEncoder writes them, lone surrogates included', () => {
    const encoder = new TextEncoder();
    for (const value of samples) expect(utf8Length(value)).toBe(encoder.encode(value).length);
  });

  it('encodes in chunks that join to the whole column, and decodes back', () => {
    const column = arrayColumn(samples);
    const offsets = columnOffsets(column);
    const total = offsets[samples.length]!;
    const bytes = new Uint8Array(total);
    let at = 0;
    let chunks = 0;
    for (const chunk of columnChunks(column, total)) {
      bytes.set(chunk, at);
      at += chunk.length;
      chunks++;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(bytes).toEqual(new TextEncoder().encode(samples.join('')));
    const decoded = utf8Column(bytes, offsets);
    expect(decoded.get(2)).toBe('über café');
    expect(decoded.get(3)).toBe('ключ 键 🔑');
  });

  it('refuses a column whose length does not match the counted bytes', () => {
    expect(() => [...columnChunks(arrayColumn(['abc']), 2)]).toThrow(/changed/);
  });
});
