// `npm run bench [-- build|page-weight] [--runs N] [--scenarios a,b,c,d] [--no-browser]`: runs the
// benchmarks and prints their tables. No timed assertions: the numbers go into docs/performance.md.
import { parseArgs } from 'node:util';
import { formatBuildBench, runBuildBench, SCENARIOS } from './build.ts';
import { formatPageWeight, runPageWeightBench } from './page-weight.ts';

const USAGE = 'usage: node bench/run.ts [build|page-weight] [--runs N] [--scenarios a,b,c,d] [--no-browser]';

function parse() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        runs: { type: 'string', default: '1' },
        scenarios: { type: 'string' },
        'no-browser': { type: 'boolean', default: false },
      },
    });
    const runs = Number(values.runs);
    const scenarios = values.scenarios?.split(',').map((id) => id.trim());
    const only = positionals[0];
    const valid =
      positionals.length <= 1 &&
      (only === undefined || only === 'build' || only === 'page-weight') &&
      Number.isInteger(runs) &&
      runs >= 1 &&
      (scenarios ?? []).every((id) => SCENARIOS.some((s) => s.id === id));
    return valid ? { runs, scenarios, only, noBrowser: values['no-browser'] } : undefined;
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

if (options.only !== 'page-weight') {
  console.log('\n## Content build\n');
  const result = await runBuildBench({
    runs: options.runs,
    log,
    ...(options.scenarios ? { scenarios: options.scenarios } : {}),
  });
  console.log(formatBuildBench(result));
}
if (options.only !== 'build') {
  console.log('\n## Page weight\n');
  console.log(formatPageWeight(await runPageWeightBench({ log, noBrowser: options.noBrowser })));
}
