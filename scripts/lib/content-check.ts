import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContent } from '../../src/core/content/compile/build-content.node.ts';
import {
  ContentValidationError,
  formatProblem,
  type ContentProblem,
} from '../../src/core/content/validation-error.ts';
import { en } from '../../src/ui/i18n/messages.ts';

/** One problem `npm run content:check` reports. */
export interface CheckFinding {
  severity: 'error' | 'warning';
  file: string;
  line?: number;
  /** The field or phase: `(markdown)`, `(link)`, `(mdx)`, a YAML path… */
  field?: string;
  message: string;
}

/** Everything a check found, in the order the phases ran. */
export interface CheckReport {
  contentRoot: string;
  pages: number;
  findings: CheckFinding[];
}

const finding = (severity: CheckFinding['severity'], problem: ContentProblem): CheckFinding => ({
  severity,
  file: problem.file,
  ...(problem.line === undefined ? {} : { line: problem.line }),
  ...(problem.field ? { field: problem.field } : {}),
  message: problem.message,
});

/** `file[:line[:column]]: rest`, the shape every build warning is written in. */
const WARNING = /^(?<file>[^\s:][^:]*?)(?::(?<line>\d+))?(?::\d+)?: (?<message>.*)$/s;

/** A build warning (a formatted line) back into its parts; a line of another shape stays whole. */
function warningFinding(text: string): CheckFinding {
  const match = WARNING.exec(text);
  if (!match?.groups) return { severity: 'warning', file: '', message: text };
  const { file = '', line, message = '' } = match.groups;
  return { severity: 'warning', file, ...(line === undefined ? {} : { line: Number(line) }), message };
}

/**
 * Builds the content root into a scratch folder with every phase collecting its problems
 * (schemas and rules, markdown and MDX, links, files), so one run reports them all, warnings
 * included. Writes nothing beside the scratch folder, which it removes.
 */
export async function checkContent(contentRoot: string, workers?: number): Promise<CheckReport> {
  const scratch = await mkdtemp(join(tmpdir(), 'portico-check-'));
  try {
    const result = await buildContent({
      contentRoot,
      outDir: join(scratch, 'build'),
      assetCacheDir: join(scratch, 'cache'),
      messages: en,
      keepGoing: true,
      ...(workers === undefined ? {} : { workers }),
    });
    return {
      contentRoot,
      pages: result.pageCount,
      findings: [
        ...(result.problems ?? []).map((problem) => finding('error', problem)),
        ...result.warnings.map(warningFinding),
      ],
    };
  } catch (error) {
    // The site files themselves did not parse: nothing later can run.
    if (error instanceof ContentValidationError)
      return { contentRoot, pages: 0, findings: error.problems.map((problem) => finding('error', problem)) };
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The report for a terminal: one line per finding, then a count. */
export function formatCheckReport(report: CheckReport): string {
  const lines = report.findings.map(
    (item) =>
      `${item.severity === 'error' ? 'error  ' : 'warning'} ${formatProblem({ file: item.file, field: item.field ?? '', message: item.message, ...(item.line === undefined ? {} : { line: item.line }) })}`,
  );
  const errors = report.findings.filter((item) => item.severity === 'error').length;
  const warnings = report.findings.length - errors;
  lines.push(
    errors === 0
      ? `Content is valid: ${report.pages} pages in ${report.contentRoot} (${warnings} warning(s))`
      : `${errors} error(s) and ${warnings} warning(s) in ${report.contentRoot}`,
  );
  return lines.join('\n');
}

/** The exit status: 1 on errors, and on warnings too when strict. */
export function checkExitCode(report: CheckReport, strict: boolean): number {
  const counted = report.findings.filter((item) => strict || item.severity === 'error');
  return counted.length > 0 ? 1 : 0;
}
