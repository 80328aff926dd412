import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteManifestSchema } from '../../../schemas/built.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { minimalContentFiles, writeContentRoot } from '../test-fixture.node.ts';
import { ContentValidationError } from '../validation-error.ts';
import { buildContent } from './build-content.node.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));
const DRAFT = { 'packages/main/content/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\n# WIP\n' };

async function build(files: Record<string, unknown>, drafts: boolean) {
  const contentRoot = await writeContentRoot({ ...minimalContentFiles(), ...files });
  const out = join(await mkdtemp(join(tmpdir(), 'portico-out-')), 'build');
  const result = await buildContent({ contentRoot, outDir: out, messages, drafts, workers: 1 });
  const text = await readFile(join(out, 'manifest.json'), 'utf8');
  return { result, text, manifest: SiteManifestSchema.parse(JSON.parse(text)) };
}

describe('draft pages', () => {
  it('are left out of a production build: no page, navigation entry, search record or sitemap entry', async () => {
    const { manifest, text, result } = await build(DRAFT, false);
    expect(manifest.routes.map((entry) => entry.route).sort()).toEqual(['/guide/', '/start/']);
    // The generated navigation, the sitemap's routes and the search records all come from the pages.
    expect(text).not.toContain('/wip/');
    expect(text).not.toContain('Work in progress');
    const withDraft = await build(DRAFT, true);
    expect(withDraft.manifest.routes.map((entry) => entry.route)).toContain('/wip/');
    expect(withDraft.text).toContain('Work in progress');
    expect(withDraft.result.searchRecords).toBeGreaterThan(result.searchRecords);
  });

  it('fail a production build that links to them from a published page, naming file and line', async () => {
    const files = {
      ...DRAFT,
      'packages/main/content/guide.md': '# Guide\n\nSee [the plan](./wip.md).\n',
    };
    let message = '';
    try {
      await build(files, false);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentValidationError);
      message = (error as Error).message;
    }
    expect(message).toContain(
      "packages/main/content/guide.md:3: (link): broken link '/wip/' (packages/main/content/wip.md is a draft (draft: true), which a production build does not publish)",
    );
    // The dev build has the page, so the link is fine there.
    await expect(build(files, true)).resolves.toBeDefined();
  });
});
