// `node scripts/observatory.ts http://127.0.0.1:PORT`: the MDN HTTP Observatory grade, score and
// each test's result for a running portal started with TRUST_PROXY=loopback (the local TLS front
// that stands in for a deployment's proxy connects from loopback). docs/security-headers.md.
import { observatoryReport } from './lib/observatory.ts';

const target = process.argv[2] ?? `http://127.0.0.1:${process.env['PORT'] ?? 3000}`;
const report = await observatoryReport(target);
console.log(`MDN HTTP Observatory (algorithm ${report.algorithmVersion}) for ${target}`);
console.log(`Grade ${report.grade}, score ${report.score}\n`);
for (const test of report.tests) {
  const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
  console.log(
    `${test.pass ? 'pass' : 'FAIL'}  ${test.name.padEnd(28)} ${modifier.padStart(4)}  ${test.result}`,
  );
  console.log(
    `      ${test.description
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim()}`,
  );
}
process.exitCode = report.grade === 'A+' ? 0 : 1;
