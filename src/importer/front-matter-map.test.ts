import { describe, expect, it } from 'vitest';
import { mapFrontMatter } from './front-matter-map.ts';
import { formatNote, type ImportNote } from './import-report.ts';

describe('mapFrontMatter', () => {
  it('keeps what the portal reads, converts pagefind: false, and notes the rest with lines', () => {
    const yaml = 'id: store\ntitle: Store\nhide_title: true\nsidebar_position: x\ntags: [a]\npagefind: false';
    const data = {
      id: 'store',
      title: 'Store',
      hide_title: true,
      sidebar_position: 'x',
      tags: ['a'],
      pagefind: false,
    };
    const notes: ImportNote[] = [];
    expect(mapFrontMatter(data, yaml, 'docs/api/store.md', notes)).toEqual({
      id: 'store',
      title: 'Store',
      hidden: true,
    });
    expect(notes.map(formatNote)).toEqual([
      'lost      docs/api/store.md:4  front matter: hide_title: not carried over (the portal always shows the page title)',
      "lost      docs/api/store.md:5  front matter: sidebar_position: the value does not fit the portal's sidebar_position (Invalid input: expected number, received string)",
      'lost      docs/api/store.md:6  front matter: tags: not carried over (docs pages have no tags)',
      'converted docs/api/store.md:7  front matter: pagefind: false → hidden: true (left out of search and the sitemap)',
    ]);
  });
});
