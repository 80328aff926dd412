/** Header line of every content validation failure (spec §5). */
export const VALIDATION_HEADER = 'Failed to validate due to:';
/** Message when validation failed without any message (spec §5). */
export const VALIDATION_NO_MESSAGES = 'Failed to validate file but validator returned no error messages';

/**
 * One content problem: the file (relative to the content root), the field path inside it, and
 * what is wrong. Every build error names both file and field.
 */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
  /** 1-based line, when the problem points into a text file. */
  line?: number;
}

/** Formats a problem as one line: `file[:line]: field: message`. */
export function formatProblem(problem: ContentProblem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  return problem.field ? `${where}: ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
}

/**
 * The error a content build stops with. Its message is the spec §5 text: the header followed by
 * one failure per line, or the no-messages text when the list is empty.
 */
export class ContentValidationError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(
      problems.length === 0
        ? VALIDATION_NO_MESSAGES
        : [VALIDATION_HEADER, ...problems.map(formatProblem)].join('\n'),
    );
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}
