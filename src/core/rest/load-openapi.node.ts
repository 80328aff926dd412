import { readFile } from 'node:fs/promises';
import { parseYaml } from '../content/yaml-file.ts';
import { ContentValidationError, type ContentProblem } from '../content/validation-error.ts';
import { zodProblems } from '../content/zod-problems.ts';
import { OpenApiDocumentSchema, type OpenApiDocument } from './openapi-document.ts';

/** Options of loadOpenApi. */
export interface LoadOpenApiOptions {
  /** How messages name the file (e.g. relative to the content root); the path by default. */
  displayName?: string;
}

/**
 * Reads an OpenAPI 3.x document from a JSON or YAML file (by extension; `.json` is parsed as
 * JSON) and checks the boundary: an `openapi` 3.x version, `info.title`, `info.version` and
 * `paths`. Throws a ContentValidationError naming the file and field when it is not one.
 */
export async function loadOpenApi(path: string, options: LoadOpenApiOptions = {}): Promise<OpenApiDocument> {
  const file = options.displayName ?? path;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ContentValidationError([{ file, field: '', message: `cannot be read: ${reason(error)}` }]);
  }
  return parseOpenApi(text, file);
}

/** Parses and checks the text of an OpenAPI file named `file` (see loadOpenApi). */
export function parseOpenApi(text: string, file: string): OpenApiDocument {
  const problems: ContentProblem[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let value: unknown;
  if (/\.json$/i.test(file)) {
    try {
      value = JSON.parse(source);
    } catch (error) {
      problems.push({ file, field: '(json)', message: `not valid JSON: ${reason(error)}` });
    }
  } else {
    value = parseYaml(source, file, problems);
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ContentValidationError([
      { file, field: '(root)', message: 'is not an OpenAPI 3.x document (expected an object)' },
    ]);
  }
  const result = OpenApiDocumentSchema.safeParse(value);
  if (!result.success) throw new ContentValidationError(zodProblems(file, result.error));
  return result.data;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
