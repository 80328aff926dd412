import { describe, expect, it } from 'vitest';
import { formatTable } from './table.ts';

describe('formatTable', () => {
  it('pads columns and right-aligns numeric ones', () => {
    expect(
      formatTable(
        ['name', 'KB'],
        [
          ['a', '1.5'],
          ['long name', 12],
        ],
      ),
    ).toBe(
      ['| name      |  KB |', '| --------- | --: |', '| a         | 1.5 |', '| long name |  12 |'].join('\n'),
    );
  });
});
