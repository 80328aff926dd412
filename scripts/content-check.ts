// `npm run content:check [-- --format json] [--strict]`: validates the content root and writes
// nothing. Every phase reports (schemas, rules, markdown, MDX, links, files), warnings included,
// each with file:line. Exits 1 on errors, and with --strict on warnings too; 0 otherwise.
import { parseArgs } from 'node:util';
import { resolveContentRoot } from '../src/core/content/load-content.node.ts';
import { checkContent, checkExitCode, formatCheckReport } from './lib/content-check.ts';

const { values } = parseArgs({
  options: { format: { type: 'string', default: 'text' }, strict: { type: 'boolean', default: false } },
});
if (values.format !== 'text' && values.format !== 'json') {
  console.error('usage: npm run content:check [-- --format text|json] [--strict]');
  process.exit(2);
}
const report = await checkContent(resolveContentRoot());
if (values.format === 'json') console.log(JSON.stringify(report, null, 2));
else console.log(formatCheckReport(report));
process.exitCode = checkExitCode(report, values.strict);
