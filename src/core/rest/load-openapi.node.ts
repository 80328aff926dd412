import { dirname, relative, resolve, sep } from 'node:path';
import type * as RedoclyCore from '@redocly/openapi-core';
import type { Config, Document, NormalizedProblem } from '@redocly/openapi-core';
import type { RestLintRule, RestLintSeverity } from '../../schemas/package.ts';
import { ContentValidationError, type ContentProblem } from '../content/validation-error.ts';
import { zodProblems } from '../content/zod-problems.ts';
import { parseYaml } from '../content/yaml-file.ts';
import { DEFAULT_LINT } from './lint-rules.ts';
import { OpenApiDocumentSchema, isObject, type OpenApiDocument } from './openapi-document.ts';
import { createPackageResolver, JsonParseError } from './package-resolver.node.ts';

type Redocly = typeof RedoclyCore;

/** Options of loadOpenApi. */
export interface LoadOpenApiOptions {
  /** Problems name files relative to this folder (the content root); the spec's folder by default. */
  contentRoot?: string;
  /** `$ref`s may only reach files inside this folder (the package's); the spec's folder by default. */
  packageDir?: string;
  /** Rule severities (lint-rules.ts lintSeverities); decision 0030's defaults when absent. */
  lint?: Readonly<Record<RestLintRule, RestLintSeverity>>;
}

/** A validated spec: its OpenAPI 3.x document, bundled, and what the validation warned about. */
export interface LoadedOpenApi {
  /** OpenAPI 3.0 or 3.1 (Swagger 2.0 is upgraded to 3.0), with local `$ref`s only. */
  document: OpenApiDocument;
  /** The spec's own version: '2.0', '3.0.3', '3.1.0'… */
  sourceVersion: string;
  /** Problems of rules set to `warn`. */
  warnings: ContentProblem[];
}

// Redocly takes ~0.4 s to import: once per process, and only when a build has a REST source.
let redoclyModule: Promise<Redocly> | undefined;
const redocly = () => (redoclyModule ??= import('@redocly/openapi-core'));
const configs = new Map<string, Promise<Config>>();

function configFor(r: Redocly, rules: Readonly<Record<RestLintRule, RestLintSeverity>>): Promise<Config> {
  const key = JSON.stringify(rules);
  let config = configs.get(key);
  if (config === undefined) {
    config = r.createConfig({ rules: { ...rules } });
    configs.set(key, config);
  }
  return config;
}

/**
 * Reads, validates and bundles an OpenAPI 3.0/3.1 or Swagger 2.0 file, JSON or YAML (decision 0030):
 * Redocly lints it with a fixed rule set, follows external `$ref`s inside the package folder only
 * and lifts them into `components` under readable names; Swagger 2.0 is then upgraded to 3.0.
 * Throws one ContentValidationError listing every error (file relative to the content root, JSON
 * pointer, line); nothing of a failing spec is returned.
 */
export async function loadOpenApiFile(
  path: string,
  options: LoadOpenApiOptions = {},
): Promise<LoadedOpenApi> {
  const r = await redocly();
  const absolute = resolve(path);
  const base = resolve(options.contentRoot ?? dirname(absolute));
  const nameOf = (file: string) => relative(base, file).split(sep).join('/');
  const rootName = nameOf(absolute);
  const resolver = createPackageResolver(r, resolve(options.packageDir ?? dirname(absolute)));
  // Messages name files relative to the content root, as the problem's `file` does.
  const clean = (text: string) => text.split(`${base}${sep}`).join('');

  let document: Document;
  try {
    const loaded = await resolver.resolveDocument(null, absolute, true);
    if (loaded instanceof Error) throw loaded;
    document = loaded;
  } catch (error) {
    throw new ContentValidationError([readProblem(error, rootName, clean)]);
  }
  const root = document.parsed;
  const versionProblem = specVersionProblem(root);
  if (versionProblem !== undefined) {
    throw new ContentValidationError([{ file: rootName, field: '#/', message: versionProblem }]);
  }
  const config = await configFor(r, options.lint ?? DEFAULT_LINT);
  const problems = await r.lintDocument({ document, config, externalRefResolver: resolver });
  const toProblem = (problem: NormalizedProblem) => lintProblem(r, problem, nameOf, clean);
  const errors = problems.filter((p) => p.severity === 'error' && !p.ignored).map(toProblem);
  if (errors.length > 0) throw new ContentValidationError(errors);
  const warnings = problems.filter((p) => p.severity === 'warn' && !p.ignored).map(toProblem);

  const spec = r.detectSpec(root);
  const bundled = await r.bundleDocument({
    document,
    config,
    types: r.getTypes(spec),
    externalRefResolver: resolver,
    dereference: false,
  });
  const bundleErrors = bundled.problems.filter((p) => p.severity === 'error').map(toProblem);
  if (bundleErrors.length > 0) throw new ContentValidationError(bundleErrors);
  let value: unknown = bundled.bundle.parsed;
  const sourceVersion = String((root as Record<string, unknown>)['openapi'] ?? '2.0');
  if (spec === 'oas2') {
    const { upgradeFromTwoToThree } = await import('@scalar/openapi-upgrader/2.0-to-3.0');
    value = upgradeFromTwoToThree(value as Record<string, unknown>);
  }
  const result = OpenApiDocumentSchema.safeParse(value);
  if (!result.success) throw new ContentValidationError(zodProblems(rootName, result.error));
  return { document: result.data, sourceVersion, warnings };
}

/** loadOpenApiFile's document alone: warnings are dropped. */
export async function loadOpenApi(path: string, options: LoadOpenApiOptions = {}): Promise<OpenApiDocument> {
  return (await loadOpenApiFile(path, options)).document;
}

function specVersionProblem(root: unknown): string | undefined {
  if (!isObject(root)) return 'is not an OpenAPI document (expected an object)';
  const openapi = root['openapi'];
  if (openapi === undefined) {
    if (root['swagger'] === '2.0') return undefined;
    return root['swagger'] === undefined
      ? "is not an OpenAPI document: the field 'openapi' (or 'swagger: \"2.0\"') must be present"
      : `'swagger' must be "2.0" (got ${JSON.stringify(root['swagger'])})`;
  }
  if (typeof openapi !== 'string' || !/^3\.[0-2]\./.test(openapi))
    return `'openapi' must be an OpenAPI 3.0, 3.1 or 3.2 version such as "3.0.3" (got ${JSON.stringify(openapi)})`;
  return undefined;
}

/** A file that cannot be read or parsed, as a problem with its line and column. */
function readProblem(error: unknown, file: string, clean: (text: string) => string): ContentProblem {
  if (error instanceof JsonParseError) {
    return {
      file,
      field: '(json)',
      line: error.line,
      message: `not valid JSON at line ${error.line}, column ${error.column}: ${error.message}`,
    };
  }
  const yaml = error as { name?: string; line?: number; col?: number; message?: string };
  if (yaml.name === 'YamlParseError' || (typeof yaml.line === 'number' && typeof yaml.col === 'number')) {
    // js-yaml counts lines and columns from 1 in its messages, which is where these come from.
    const line = Number.isFinite(yaml.line) ? yaml.line : undefined;
    const column = Number.isFinite(yaml.col) ? yaml.col : undefined;
    return {
      file,
      field: '(yaml)',
      ...(line === undefined ? {} : { line }),
      message: `not valid YAML${line === undefined ? '' : ` at line ${line}, column ${column}`}: ${(yaml.message ?? '').replace(/\s*\(\d+:\d+\)$/, '').replace(/ in "[^"]*"$/, '')}`,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { file, field: '', message: `cannot be read: ${clean(message)}` };
}

function lintProblem(
  r: Redocly,
  problem: NormalizedProblem,
  nameOf: (file: string) => string,
  clean: (text: string) => string,
): ContentProblem {
  const location = problem.location[0];
  if (location === undefined)
    return { file: '', field: '', message: `${clean(problem.message)} (${problem.ruleId})` };
  let pointer = location.pointer ?? '#/';
  let message = problem.message;
  if (problem.ruleId === 'operation-operationId-unique') {
    // Redocly points at the operationId's value as if it were a key; the field is `operationId`.
    const value = pointer.slice(pointer.lastIndexOf('/') + 1);
    pointer = `${pointer.slice(0, pointer.lastIndexOf('/'))}/operationId`;
    message = `${message.replace(/\.$/, '')}: '${r.unescapePointerFragment(value)}' is used by another operation.`;
  }
  let line: number | undefined;
  try {
    line = r.getLineColLocation({ ...location, pointer }).start.line;
  } catch {
    line = undefined;
  }
  return {
    file: nameOf(location.source.absoluteRef),
    field: pointer,
    message: `${clean(message)} (${problem.ruleId})`,
    ...(line === undefined ? {} : { line }),
  };
}

/**
 * Parses an OpenAPI 3.x document from text and checks only the boundary (`openapi` 3.x, `info`,
 * `paths`), without validation or `$ref` bundling: for tests and benches that need a model quickly.
 * The build uses loadOpenApiFile.
 */
export function parseOpenApi(text: string, file: string): OpenApiDocument {
  const problems: ContentProblem[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let value: unknown;
  if (/\.json$/i.test(file)) {
    try {
      value = JSON.parse(source);
    } catch (error) {
      problems.push({ file, field: '(json)', message: `not valid JSON: ${(error as Error).message}` });
    }
  } else {
    value = parseYaml(source, file, problems);
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
  if (!isObject(value)) {
    throw new ContentValidationError([
      { file, field: '(root)', message: 'is not an OpenAPI 3.x document (expected an object)' },
    ]);
  }
  const result = OpenApiDocumentSchema.safeParse(value);
  if (!result.success) throw new ContentValidationError(zodProblems(file, result.error));
  return result.data;
}
