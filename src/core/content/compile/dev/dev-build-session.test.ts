import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MANIFEST_FILE,
  PAGES_DIR,
  SEARCH_INDEX_FILE,
  SiteManifestSchema,
} from '../../../../schemas/built.ts';
import { readSearchIndexFile } from '../../../search/index-file.node.ts';
import { createSearchEngine } from '../../../search/search-engine.ts';
import { RENDER_MESSAGE_IDS } from '../../../markdown/index.ts';
import { minimalContentFiles, writeContentRoot } from '../../test-fixture.node.ts';
import { createDevBuildSession, type DevBuildEvent } from './dev-build-session.node.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));
const GUIDE = 'packages/main/content/guide.md';

/** A session on a fresh fixture root, with its events and what the server would serve. */
async function setUp() {
  const root = await writeContentRoot({
    ...minimalContentFiles(),
    [GUIDE]: '# Guide\n\n## Welcome\n\nFirst words.\n',
    'packages/main/content/other.md': '# Other\n\nSee [the guide](/guide/#welcome).\n',
  });
  const outDir = join(await mkdtemp(join(tmpdir(), 'portico-dev-')), 'build');
  const events: DevBuildEvent[] = [];
  const session = createDevBuildSession({
    contentRoot: root,
    outDir,
    messages,
    onEvent: (e) => events.push(e),
  });
  // What the server reads: the manifest, then the page file it names.
  const html = async (route: string) => {
    const manifest = SiteManifestSchema.parse(
      JSON.parse(await readFile(join(outDir, MANIFEST_FILE), 'utf8')),
    );
    const entry = manifest.routes.find((candidate) => candidate.route === route)!;
    return { title: entry.title, html: await readFile(join(outDir, PAGES_DIR, entry.file), 'utf8') };
  };
  const edit = async (file: string, text: string) => {
    await writeFile(join(root, file), text);
    await session.changed([file]);
    return events.at(-1)!;
  };
  /** Hits for a word in the build's search index, once the index has caught up (polled). */
  const searchHits = async (word: string) => {
    for (;;) {
      const index = await readSearchIndexFile(join(outDir, SEARCH_INDEX_FILE));
      const hits = createSearchEngine(index).search({ query: word, hitsPerPage: 5 }).hits;
      if (hits.length > 0) return hits;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await session.full();
  return { session, events, html, edit, searchHits };
}

describe('dev build session', () => {
  it('re-renders an edited page only, and the server serves it', async () => {
    const { events, html, edit } = await setUp();
    expect(events).toEqual([expect.objectContaining({ kind: 'built', full: true })]);
    const event = await edit(GUIDE, '# Guide\n\n## Welcome\n\nEdited words.\n');
    expect(event).toMatchObject({ kind: 'built', full: false, navigation: false, routes: ['/guide/'] });
    expect((await html('/guide/')).html).toContain('Edited words.');
    // A new first heading is the page's label: navigation and titles follow.
    const body = await edit(GUIDE, '# Guide, edited\n\n## Welcome\n\nEdited again.\n');
    expect(body).toMatchObject({ kind: 'built', full: false, navigation: true, routes: ['/guide/'] });
    expect((await html('/guide/')).html).toContain('Edited again.');
  });

  it('writes the search index again once edits pause', async () => {
    const { edit, searchHits } = await setUp();
    await edit(GUIDE, '# Guide\n\n## Welcome\n\nZanzibar appears.\n');
    expect((await searchHits('zanzibar'))[0]).toMatchObject({ url: expect.stringContaining('/guide/') });
  }, 15_000);

  it('reports problems with file and line, keeps serving the last good build, and recovers', async () => {
    const { html, edit } = await setUp();
    await edit(GUIDE, '# Guide\n\n## Welcome\n\nGood.\n');
    // Removing the anchor another page links to breaks that page's link.
    const broken = await edit(GUIDE, '# Guide\n\nNo sections left.\n');
    expect(broken).toMatchObject({
      kind: 'failed',
      problems: [{ file: 'packages/main/content/other.md', line: 3, field: '(link)' }],
    });
    expect((await html('/guide/')).html).toContain('Good.');
    const fixed = await edit(GUIDE, '# Guide\n\n## Welcome\n\nFixed.\n');
    expect(fixed).toMatchObject({ kind: 'built', routes: ['/guide/'] });
    expect((await html('/guide/')).html).toContain('Fixed.');
  });

  it('checks an edited page like the content load does', async () => {
    const { html, edit } = await setUp();
    const bell = await edit(GUIDE, '# Guide\n\n## Welcome\n\nA bell \u0007 rings.\n');
    expect(bell).toMatchObject({ kind: 'failed', problems: [{ file: GUIDE, line: 5 }] });
    const schema = await edit(GUIDE, '---\ntitle: [unclosed\n---\n\n## Welcome\n');
    expect(schema).toMatchObject({ kind: 'failed', problems: [{ file: GUIDE, line: 2 }] });
    expect((await html('/guide/')).html).toContain('First words.');
  });

  it('updates the title in the manifest, and builds everything for a site file', async () => {
    const { events, html, edit } = await setUp();
    await edit(GUIDE, '# Renamed guide\n\n## Welcome\n');
    expect((await html('/guide/')).title).toBe('Renamed guide');
    await edit('site.yaml', 'not: [valid');
    expect(events.at(-1)).toMatchObject({
      kind: 'failed',
      problems: expect.arrayContaining([expect.objectContaining({ file: 'site.yaml', line: 1 })]),
    });
    expect((await html('/guide/')).title).toBe('Renamed guide');
  });
});
