import { describe, expect, it } from 'vitest';
import type { LinkTile } from '../../../schemas/global-links.ts';
import {
  capped,
  documentationGroups,
  MAX_DOCS_GROUP_ITEMS,
  MAX_RESOURCE_ITEMS,
  resourceLists,
} from './drawer-data.ts';

const tiles = (prefix: string, n: number): LinkTile[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `${prefix} ${i}`,
    subtitle: '',
    href: `/${prefix}/${i}/`,
    icon: { platform: 'cloud' },
  }));

describe('documentationGroups', () => {
  it('caps every group at 8 tiles, keeping content order', () => {
    const groups = documentationGroups(
      {
        cloudDocsLinksV2: { platform: tiles('p', 9), products: tiles('c', 12) },
        serverDocsLinksV2: { products: tiles('s', 8) },
        forgeDocsLinks: tiles('f', 2),
      },
      { cloud: '/cloud/', server: '/server/' },
    );
    expect(MAX_DOCS_GROUP_ITEMS).toBe(8);
    expect(groups.cloudPlatform.map((t) => t.title)).toEqual(tiles('p', 8).map((t) => t.title));
    expect(groups.cloudProducts).toHaveLength(8);
    expect(groups.cloudProducts[7]?.title).toBe('c 7');
    expect(groups.serverProducts).toHaveLength(8);
  });

  it('falls back to the Forge docs links when the cloud platform list is empty', () => {
    const groups = documentationGroups(
      {
        cloudDocsLinksV2: { platform: [], products: tiles('c', 1) },
        serverDocsLinksV2: { products: [] },
        forgeDocsLinks: tiles('f', 2),
      },
      { cloud: '/cloud/', server: '/server/' },
    );
    expect(groups.cloudPlatform.map((t) => t.href)).toEqual(['/f/0/', '/f/1/']);
    expect(groups.serverProducts).toEqual([]);
  });
});

describe('resource lists', () => {
  const links = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `L${i}`, href: `/l/${i}/` }));

  it('caps a list at 6 and says whether more were left out', () => {
    expect(MAX_RESOURCE_ITEMS).toBe(6);
    expect(capped(links(6))).toEqual({ items: links(6), more: false });
    const seven = capped(links(7));
    expect(seven.items).toHaveLength(6);
    expect(seven.more).toBe(true);
  });

  it('caps each secondary group and the global secondary links at 6', () => {
    const lists = resourceLists([{ title: 'GET HELP', items: links(8) }], links(9));
    expect(lists.groups[0]?.items).toHaveLength(6);
    expect(lists.groups[0]?.title).toBe('GET HELP');
    expect(lists.secondary.items.map((l) => l.title)).toEqual(['L0', 'L1', 'L2', 'L3', 'L4', 'L5']);
    expect(lists.secondary.more).toBe(true);
  });
});
