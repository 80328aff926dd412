// `npm run bench [-- build|page-weight] [--runs N] [--scenarios a,b,c,d] [--no-browser]`: runs the
// benchmarks and prints their tables. No timed assertions: the numbers go into docs/performance.md.
// `npm run bench -- search [--scales 1,4,10] [--engines …] [--timeout S]` runs the search benchmark
// (only when named: it takes tens of minutes with the rival libraries).
// `npm run bench -- search-paint` measures keystroke-to-results-painted in Chromium (only when named).
// `npm run bench -- rest [--runs N]` builds the shared OpenAPI specs (Jira platform alone, then all) and
// measures each spec's largest page (only when named).
// `npm run bench -- parser-diff` checks the fast markdown parser against micromark on every corpus page.
// `npm run bench -- sign-in-flood [--clients 60] [--runs N] [--portal]` times a legitimate sign-in while
// clients flood the login handler, in process or (--portal) a started portal (only when named).
// `npm run bench -- dev-loop [--runs N]` starts `npm run dev` on a generated 2,000-page root and
// times single-page edits until the reload event and the new HTML (only when named).
// `npm run bench -- load [--connections 50,200] [--duration 60] [--runs 3] [--page-duration 20]
// [--idle 15]` starts the portal and loads it with a mixed workload, then compares a warm docs
// page with a bare node:http server (only when named).
// `npm run bench -- proxy-cache [--runs 3] [--page-duration 20]` puts the deploy nginx in front of a
// portal and compares its cached docs page with the same nginx serving the bytes as a file.
// `npm run bench -- route-cost [--duration 5]` starts the portal and measures the CPU time per
// request of each route kind of that mix, alone (only when named).
import { parseArgs } from 'node:util';
import { formatBuildBench, runBuildBench, SCENARIOS } from './build.ts';
import { formatDevLoopBench, runDevLoopBench } from './dev-loop.ts';
import { formatLoadBench, runLoadBench } from './load.ts';
import { formatPageWeight, runPageWeightBench } from './page-weight.ts';
import { formatParserDiff, runParserDiff } from './parser-diff.ts';
import { formatProxyCacheBench, runProxyCacheBench } from './proxy-cache.ts';
import { formatRestBench, runRestBench } from './rest.ts';
import { formatRouteCost, runRouteCostBench } from './route-cost.ts';
import { parseSearchOptions } from './search/cli-options.ts';
import { formatSearchBench } from './search/format.ts';
import { formatKeystrokePaint, runKeystrokePaintBench } from './search/keystroke-paint.ts';
import { runSearchBench } from './search/search-bench.ts';
import { formatSignInFlood, runSignInFloodBench } from './sign-in-flood.ts';

const USAGE =
  'usage: node bench/run.ts [build|page-weight] [--runs N] [--scenarios a,b,c,d] [--no-browser]\n' +
  '       node bench/run.ts search [--scales 1,4,10] [--engines portico,minisearch,flexsearch,orama] [--timeout S]\n' +
  '       node bench/run.ts rest [--runs N]\n' +
  '       node bench/run.ts search-paint\n' +
  '       node bench/run.ts parser-diff\n' +
  '       node bench/run.ts dev-loop [--runs 5]\n' +
  '       node bench/run.ts sign-in-flood [--clients 60] [--runs 10] [--portal]\n' +
  '       node bench/run.ts load [--connections 50,200] [--duration 60] [--runs 3] [--page-duration 20] [--idle 15]\n' +
  '       node bench/run.ts proxy-cache [--runs 3] [--page-duration 20]\n' +
  '       node bench/run.ts route-cost [--duration 5]';

function parse() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        runs: { type: 'string' },
        clients: { type: 'string', default: '60' },
        portal: { type: 'boolean', default: false },
        scenarios: { type: 'string' },
        'no-browser': { type: 'boolean', default: false },
        scales: { type: 'string' },
        engines: { type: 'string' },
        timeout: { type: 'string' },
        connections: { type: 'string', default: '50,200' },
        duration: { type: 'string', default: '60' },
        'page-duration': { type: 'string', default: '20' },
        idle: { type: 'string', default: '15' },
      },
    });
    const only = positionals[0];
    const defaultRuns =
      only === 'sign-in-flood'
        ? '10'
        : only === 'dev-loop'
          ? '5'
          : only === 'load' || only === 'proxy-cache'
            ? '3'
            : '1';
    const runs = Number(values.runs ?? defaultRuns);
    const load = {
      connections: values.connections.split(',').map(Number),
      seconds: Number(values.duration),
      pageSeconds: Number(values['page-duration']),
      idleSeconds: Number(values.idle),
    };
    const positive = (value: number) => Number.isInteger(value) && value >= 1;
    const clients = Number(values.clients);
    const scenarios = values.scenarios?.split(',').map((id) => id.trim());
    const search = only === 'search' ? parseSearchOptions(values) : undefined;
    const valid =
      positionals.length <= 1 &&
      (only === undefined ||
        only === 'build' ||
        only === 'page-weight' ||
        only === 'search-paint' ||
        only === 'parser-diff' ||
        only === 'rest' ||
        only === 'sign-in-flood' ||
        only === 'dev-loop' ||
        only === 'load' ||
        only === 'proxy-cache' ||
        only === 'route-cost' ||
        search !== undefined) &&
      Number.isInteger(runs) &&
      runs >= 1 &&
      Number.isInteger(clients) &&
      clients >= 1 &&
      load.connections.every(positive) &&
      positive(load.seconds) &&
      positive(load.pageSeconds) &&
      load.idleSeconds >= 0 &&
      (scenarios ?? []).every((id) => SCENARIOS.some((s) => s.id === id));
    return valid
      ? {
          runs,
          clients,
          portal: values.portal,
          scenarios,
          only,
          search,
          load,
          noBrowser: values['no-browser'],
        }
      : undefined;
  } catch {
    return undefined;
  }
}

const options = parse();
if (!options) {
  console.error(USAGE);
  process.exit(2);
}
// Progress goes to stderr, tables to stdout, so `> results.md` keeps only the tables.
const log = (line: string) => console.error(line);

if (options.only === 'route-cost') {
  console.log('\n## CPU time per request of each route kind of the load mix\n');
  const seconds = process.argv.includes('--duration') ? options.load.seconds : 5;
  console.log(formatRouteCost(await runRouteCostBench({ seconds, log })));
} else if (options.only === 'load') {
  console.log('\n## Load: mixed workload, memory, and a page against a bare server\n');
  const { load, runs } = options;
  const result = await runLoadBench({
    ...load,
    rounds: runs,
    pageConnections: 20,
    pageRuns: runs,
    log,
  });
  console.log(formatLoadBench(result));
} else if (options.only === 'proxy-cache') {
  console.log("\n## Proxy cache: nginx's cached page against nginx serving a file\n");
  const result = await runProxyCacheBench({
    connections: 20,
    seconds: options.load.pageSeconds,
    runs: options.runs,
    log,
  });
  console.log(formatProxyCacheBench(result));
} else if (options.only === 'dev-loop') {
  console.log('\n## Authoring loop: one page edited under npm run dev\n');
  console.log(formatDevLoopBench(await runDevLoopBench({ runs: options.runs, log })));
} else if (options.only === 'sign-in-flood') {
  console.log('\n## Sign-in under a flood of password guesses\n');
  console.log(
    formatSignInFlood(
      await runSignInFloodBench({
        clients: options.clients,
        samples: options.runs,
        portal: options.portal,
        log,
      }),
    ),
  );
} else if (options.only === 'rest') {
  console.log('\n## REST reference build (shared OpenAPI specs)\n');
  console.log(formatRestBench(await runRestBench({ runs: options.runs, log })));
} else if (options.only === 'parser-diff') {
  console.log('\n## Markdown parser: fast path against micromark\n');
  console.log(formatParserDiff(await runParserDiff(log)));
} else if (options.only === 'search-paint') {
  console.log('\n## Search: keystroke to results painted\n');
  console.log(formatKeystrokePaint(await runKeystrokePaintBench({ log })));
} else if (options.search) {
  console.log('\n## Search\n');
  console.log(formatSearchBench(await runSearchBench({ ...options.search, log })));
} else if (options.only !== 'page-weight') {
  console.log('\n## Content build\n');
  const result = await runBuildBench({
    runs: options.runs,
    log,
    ...(options.scenarios ? { scenarios: options.scenarios } : {}),
  });
  console.log(formatBuildBench(result));
}
if (options.only === undefined || options.only === 'page-weight') {
  console.log('\n## Page weight\n');
  console.log(formatPageWeight(await runPageWeightBench({ log, noBrowser: options.noBrowser })));
}
