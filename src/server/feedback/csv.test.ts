import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csv.ts';
import { parseCsv } from './csv-reader.test-helper.ts';

describe('csvField', () => {
  it('quotes every field and doubles inner quotes (RFC 4180)', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField('two\r\nlines\nhere')).toBe('"two\r\nlines\nhere"');
    expect(csvField(4)).toBe('"4"');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
    expect(csvField('Café ✓ 日本')).toBe('"Café ✓ 日本"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('defuses a cell starting with a formula character: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvField('a=b')).toBe('"a=b"');
    expect(csvField(' =1')).toBe('" =1"');
  });
});

describe('csvRecord', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRecord(['a', 'b,c', 1])).toBe('"a","b,c","1"\r\n');
  });

  it('reads back as the same values, a formula-safe prefix aside (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const text = rows.map((row) => csvRecord(row)).join('');
          const expected = rows.map((row) =>
            row.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
          );
          expect(parseCsv(text)).toEqual(expected);
        },
      ),
    );
  });
});
