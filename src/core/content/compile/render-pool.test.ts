import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGES } from '../../markdown/highlighter.ts';
import { RENDER_MESSAGE_IDS } from '../../markdown/index.ts';
import { pageFileName } from './page-file-name.ts';
import { createRenderPool } from './render-pool.node.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';

const messages = Object.fromEntries(RENDER_MESSAGE_IDS.map((id) => [id, id]));

/** Writes `count` pages (`/page-<i>/`, body from `body(i)`) into a new content root. */
async function writePages(count: number, body: (i: number) => string) {
  const root = await mkdtemp(join(tmpdir(), 'portico-pool-'));
  const setup: RenderSetup = {
    contentRoot: root,
    developerHost: 'developer.example.com',
    fileRoutes: [],
    pagesDir: join(root, 'out'),
  };
  await mkdir(join(root, 'content'), { recursive: true });
  await mkdir(setup.pagesDir);
  const jobs: RenderJob[] = [];
  for (let i = 0; i < count; i++) {
    const file = `content/page-${i}.md`;
    await writeFile(join(root, file), body(i));
    jobs.push({
      file,
      route: `/page-${i}/`,
      meta: { packageName: 'main', privilege: 'NONE', hidden: false },
    });
  }
  return { jobs, setup };
}

/** Renders the jobs in a pool of two workers, which is then closed. */
async function renderInWorkers(
  jobs: RenderJob[],
  setup: RenderSetup,
  onProgress: (done: number) => void = () => {},
): Promise<RenderOutcome[]> {
  const pool = createRenderPool(messages, 2);
  try {
    return await pool.render(jobs, setup, onProgress);
  } finally {
    await pool.close();
  }
}

describe('createRenderPool with worker threads', () => {
  it('returns every outcome in job order, whichever end of the list a worker takes it from', async () => {
    const { jobs, setup } = await writePages(130, (i) => `# Page ${i}\n\nText of page ${i}.\n`);
    const progress: number[] = [];
    const outcomes = await renderInWorkers(jobs, setup, (done) => progress.push(done));
    expect(outcomes.map((outcome) => [outcome.route, outcome.ok, outcome.title])).toEqual(
      jobs.map((job, i) => [job.route, true, `Page ${i}`]),
    );
    expect(progress.at(-1)).toBe(130);
  }, 60_000);

  it('highlights every language Shiki knows, loading a grammar when a page first names it', async () => {
    expect(DEFAULT_LANGUAGES).not.toContain('erlang');
    // Only one page names Erlang; it may reach either worker.
    const { jobs, setup } = await writePages(
      70,
      (i) =>
        `# Page ${i}\n\n${i === 41 ? '```erlang\n-module(hello).\n```\n' : '```ts\nconst a = 1;\n```\n'}`,
    );
    await renderInWorkers(jobs, setup);
    const html = async (i: number) =>
      (
        JSON.parse(await readFile(join(setup.pagesDir, pageFileName(`/page-${i}/`)), 'utf8')) as {
          html: string[];
        }
      ).html.join('');
    // A highlighted line has a span per token kind (a class per colour but the default); plain
    // text is one span.
    const coloured = (page: string) => (page.match(/<span(?: class="c\w+")?>/g) ?? []).length;
    expect(coloured(await html(41))).toBeGreaterThanOrEqual(3);
    expect(await html(41)).toContain('hello');
    expect(coloured(await html(40))).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
