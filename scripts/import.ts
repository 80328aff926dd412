/**
 * `npm run import -- docusaurus|starlight <site dir> [--out <content root>]`: turns a Docusaurus or
 * Starlight site into a content root (src/importer), prints a summary and writes
 * import-report.md/.json beside it. Exit code 1 when the site cannot be read.
 */
import { formatNote } from '../src/importer/import-report.ts';
import { importSite } from '../src/importer/import-site.node.ts';
import { summaryLines } from '../src/importer/report-files.ts';

const USAGE = 'usage: npm run import -- docusaurus|starlight <site dir> [--out <content root>] [--verbose]';

const args = process.argv.slice(2);
const [kind, siteDir] = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--out');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'content';
if ((kind !== 'docusaurus' && kind !== 'starlight') || siteDir === undefined || outDir === undefined) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const result = await importSite({ kind, siteDir, outDir, log: (line) => console.log(line) });
  if (args.includes('--verbose')) for (const note of result.notes) console.log(formatNote(note));
  console.log(`\n${result.head.pages} pages imported; ${result.head.linksConverted} links rewritten`);
  for (const line of summaryLines(result.notes)) console.log(`  ${line}`);
  console.log(`Report: ${outDir}/import-report.md (every note with file and line)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
