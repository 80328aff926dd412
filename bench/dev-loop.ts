// Dev loop benchmark: `npm run dev` on a generated 2,000-page content root; one page edited at a
// time, timed from the file write until the reload event and until the new HTML is served.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_PUBLISH_PATH, benchPage, makeDevLoopRoot } from './lib/dev-loop-root.ts';
import { startDevServer, type ReceivedEvent, type RunningDevServer } from './lib/dev-server.ts';
import { formatTable } from './lib/table.ts';

/**
 * A pause before each edit, as an author reads the page between edits: the dev loop rewrites the
 * search index once edits pause (1.5 s), which holds its thread for a moment on a large site.
 */
const QUIET_MS = 3000;

/** The target of the authoring loop: an edit visible within a second. */
export const DEV_LOOP_TARGET_MS = 1000;

/** One kind of edit, timed over several runs. */
export interface DevLoopRow {
  edit: string;
  /** File write to the reload (or problems) event, per run. */
  eventMs: number[];
  /** File write to the new HTML served (or, for a broken page, the overlay's event), per run. */
  visibleMs: number[];
}

/** What the benchmark measured. */
export interface DevLoopResult {
  pages: number;
  firstBuildMs: number;
  rows: DevLoopRow[];
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Polls a page until its HTML contains `marker`; returns when it did. */
async function servedWith(server: RunningDevServer, path: string, marker: string): Promise<number> {
  for (;;) {
    const html = await fetch(server.origin + path).then((response) => response.text());
    if (html.includes(marker)) return performance.now();
  }
}

const isReloadOf = (route: string) => (event: ReceivedEvent) =>
  event.event === 'reload' && (JSON.parse(event.data) as { routes: string[] }).routes.includes(route);

/** Runs the benchmark: `runs` edits of each kind, each on another page. */
export async function runDevLoopBench(options: {
  runs?: number;
  pages?: number;
  log?: (line: string) => void;
}): Promise<DevLoopResult> {
  const runs = options.runs ?? 5;
  const log = options.log ?? (() => {});
  const work = await mkdtemp(join(tmpdir(), 'portico-dev-loop-'));
  const root = join(work, 'root');
  const files = await makeDevLoopRoot(root, options.pages ?? 2000);
  const route = (index: number) => `${BENCH_PUBLISH_PATH}page-${index}/`;
  log(`dev-loop: ${files.length} generated pages plus ./content in ${root}; starting npm run dev`);
  const started = performance.now();
  const server = await startDevServer(root, work, route(0));
  const firstBuildMs = performance.now() - started;
  const rows: DevLoopRow[] = [
    { edit: 'page body', eventMs: [], visibleMs: [] },
    { edit: 'page title (navigation)', eventMs: [], visibleMs: [] },
    { edit: 'broken link (overlay)', eventMs: [], visibleMs: [] },
  ];
  try {
    for (let run = 0; run < runs; run++) {
      const index = 10 + run;
      const file = join(root, files[index]!);
      const original = await readFile(file, 'utf8');
      // Warm this page's shell, as the open browser tab has.
      await fetch(server.origin + route(index)).then((response) => response.text());
      const edits: [DevLoopRow, string, string, (event: ReceivedEvent) => boolean][] = [
        [
          rows[0]!,
          benchPage(index, files.length, `edited-body-${run}`),
          `edited-body-${run}`,
          isReloadOf(route(index)),
        ],
        [
          rows[1]!,
          benchPage(index, files.length).replace(`title: Bench page ${index}`, `title: Retitled ${run}`),
          `Retitled ${run}`,
          isReloadOf(route(index)),
        ],
        [
          rows[2]!,
          benchPage(index, files.length).replace('./page-', './missing-page-'),
          '',
          (event) => event.event === 'problems' && event.data.includes(files[index]!),
        ],
      ];
      for (const [row, text, marker, accept] of edits) {
        await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
        const t0 = performance.now();
        await writeFile(file, text);
        const event = await server.nextEvent(accept, t0);
        row.eventMs.push(event.at - t0);
        row.visibleMs.push((marker ? await servedWith(server, route(index), marker) : event.at) - t0);
      }
      const t0 = performance.now();
      await writeFile(file, original);
      await server.nextEvent(isReloadOf(route(index)), t0);
      log(
        `  run ${run + 1}/${runs}: ${rows.map((row) => `${row.edit} ${Math.round(row.visibleMs.at(-1)!)} ms`).join(', ')}`,
      );
    }
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
  return { pages: files.length + 110, firstBuildMs, rows };
}

/** The result as a table (medians and worst of the runs) against the 1 s target. */
export function formatDevLoopBench(result: DevLoopResult): string {
  const ms = (value: number) => String(Math.round(value));
  return [
    `${result.pages} pages; first full build and dev server start ${(result.firstBuildMs / 1000).toFixed(1)} s.`,
    '',
    formatTable(
      [
        'edit',
        'runs',
        'event median ms',
        'visible median ms',
        'visible max ms',
        `target ≤ ${DEV_LOOP_TARGET_MS} ms`,
      ],
      result.rows.map((row) => [
        row.edit,
        row.visibleMs.length,
        ms(median(row.eventMs)),
        ms(median(row.visibleMs)),
        ms(Math.max(...row.visibleMs)),
        median(row.visibleMs) <= DEV_LOOP_TARGET_MS ? 'met' : 'missed',
      ]),
    ),
  ].join('\n');
}
