import { describe, expect, it } from 'vitest';
import { indexPagePath, paginate } from './paginate.ts';

describe('pagination', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);

  it('cuts pages of ten and knows how many there are', () => {
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 3 });
    expect(paginate(items, 3)?.items).toEqual([20, 21, 22]);
  });

  it('has no page 0, past the end, or fractional; an empty list has one empty page', () => {
    expect(paginate(items, 0)).toBeUndefined();
    expect(paginate(items, 4)).toBeUndefined();
    expect(paginate(items, 1.5)).toBeUndefined();
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('puts page 1 at the base path and the others under page/N/', () => {
    expect(indexPagePath('/blog/', 1)).toBe('/blog/');
    expect(indexPagePath('/blog/', 2)).toBe('/blog/page/2/');
  });
});
