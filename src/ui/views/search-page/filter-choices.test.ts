import { describe, expect, it } from 'vitest';
import { filterChoices } from './filter-choices.ts';

const none = { platform: undefined, type: undefined, product: undefined, access: undefined };

describe('filterChoices', () => {
  it('offers only the values the reader’s search holds, in the form’s order', () => {
    const choices = filterChoices(
      {
        platform: { server: 4, cloud: 9 },
        docType: { rest: 2, guide: 7, blog: 0 },
        productName: { Rovo: 3, Forge: 1 },
        access: { NONE: 13 },
      },
      none,
    );
    expect(choices).toEqual({
      platforms: ['cloud', 'server'],
      types: ['guide', 'rest'],
      products: ['Rovo', 'Forge'],
      internal: false,
    });
  });

  it('offers internal pages only when some the reader sees are not public', () => {
    expect(filterChoices({ access: { NONE: 3, JIRA_API: 1 } }, none).internal).toBe(true);
  });

  it('keeps what the URL selects, so the form shows it', () => {
    const choices = filterChoices(
      {},
      { platform: 'platform', type: 'blog', product: 'Old product', access: 'internal' },
    );
    expect(choices).toEqual({
      platforms: ['platform'],
      types: ['blog'],
      products: ['Old product'],
      internal: true,
    });
  });
});
