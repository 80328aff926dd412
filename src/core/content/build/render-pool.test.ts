import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGES } from '../../markdown/highlighter.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { pageFileName } from './page-file-name.ts';
import { createRenderPool } from './render-pool.node.ts';
import type { RenderJob } from './render-job.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));

describe('createRenderPool with worker threads', () => {
  it('returns every outcome in job order, whichever end of the list a worker takes it from', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portico-pool-'));
    const pagesDir = join(root, 'out');
    await mkdir(join(root, 'content'), { recursive: true });
    await mkdir(pagesDir);
    const jobs: RenderJob[] = [];
    for (let i = 0; i < 130; i++) {
      const file = `content/page-${i}.md`;
      await writeFile(join(root, file), `# Page ${i}\n\nText of page ${i}.\n`);
      jobs.push({
        file,
        route: `/page-${i}/`,
        meta: { packageName: 'main', privilege: 'NONE', hidden: false },
      });
    }
    const pool = createRenderPool(messages, 2);
    const progress: number[] = [];
    try {
      const outcomes = await pool.render(
        jobs,
        { contentRoot: root, developerHost: 'developer.example.com', fileRoutes: [], pagesDir },
        (done) => progress.push(done),
      );
      expect(outcomes.map((outcome) => [outcome.route, outcome.ok, outcome.title])).toEqual(
        jobs.map((job, i) => [job.route, true, `Page ${i}`]),
      );
      expect(progress.at(-1)).toBe(130);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('highlights every language Shiki knows, loading a grammar when a page first names it', async () => {
    expect(DEFAULT_LANGUAGES).not.toContain('erlang');
    const root = await mkdtemp(join(tmpdir(), 'portico-pool-'));
    const pagesDir = join(root, 'out');
    await mkdir(join(root, 'content'), { recursive: true });
    await mkdir(pagesDir);
    const jobs: RenderJob[] = [];
    for (let i = 0; i < 70; i++) {
      const file = `content/page-${i}.md`;
      // Only one page names Erlang; it may reach either worker.
      const code = i === 41 ? '```erlang\n-module(hello).\n```\n' : '```ts\nconst a = 1;\n```\n';
      await writeFile(join(root, file), `# Page ${i}\n\n${code}`);
      jobs.push({
        file,
        route: `/page-${i}/`,
        meta: { packageName: 'main', privilege: 'NONE', hidden: false },
      });
    }
    const pool = createRenderPool(messages, 2);
    try {
      await pool.render(
        jobs,
        { contentRoot: root, developerHost: 'developer.example.com', fileRoutes: [], pagesDir },
        () => {},
      );
    } finally {
      await pool.close();
    }
    const html = async (i: number) =>
      (JSON.parse(await readFile(join(pagesDir, pageFileName(`/page-${i}/`)), 'utf8')) as { html: string })
        .html;
    // A highlighted line has a coloured span per token kind; plain text is one uncoloured span.
    const coloured = (page: string) => (page.match(/<span style="--shiki-light:/g) ?? []).length;
    expect(coloured(await html(41))).toBeGreaterThanOrEqual(3);
    expect(await html(41)).toContain('hello');
    expect(coloured(await html(40))).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
