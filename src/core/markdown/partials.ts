import type { RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { JsxElement, MdxContext, Replacement } from './mdx-context.ts';
import { MarkdownSourceError } from './mdx-options.ts';

/** A file a page imports to inline as a partial: `import Name from './_name.mdx'`. */
export interface PartialImport {
  /** The local name the page uses as `<Name />`. */
  name: string;
  /** Content-root-relative path of the partial. */
  file: string;
  /** Line of the import, for messages. */
  line: number | undefined;
}

/** A default import of a markdown file: a partial. */
const MARKDOWN_SOURCE = /\.mdx?$/i;
/** The same, found in source text without parsing it: `import X from './y.mdx'` (or `'./y.js?raw'`). */
const IMPORT_LINE =
  /^import\s+[A-Za-z_$][\w$]*\s+from\s+(['"])([^'"\n]+?\.mdx?|[^'"\n]+?(?=\?raw\1))(?:\?raw)?\1/gim;
/** Vite's `?raw` suffix: the file's text as a string (Starlight's way to show a file in `<Code>`). */
const RAW = /\?raw$/;

/** `import name from './file?raw'`: the file's text, inlined at build time under `name`. */
export function rawImportsOf(node: MdxjsEsm, ctx: Pick<MdxContext, 'file'>): PartialImport[] {
  const imports: PartialImport[] = [];
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
    if (!RAW.test(statement.source.value)) continue;
    const specifier = statement.specifiers.find((item) => item.type === 'ImportDefaultSpecifier');
    if (specifier === undefined) continue;
    imports.push({
      name: specifier.local.name,
      file: resolveImport(ctx.file, statement.source.value.replace(RAW, '')),
      line: statement.loc?.start.line ?? node.position?.start.line,
    });
  }
  return imports;
}

/**
 * The text of a `?raw` import: confined to the package folder like a partial. Missing or
 * outside is an error at the import's line; in 'warn' mode a warning, and the name stays unset
 * (so a prop using it is reported where it is used).
 */
export function readRawImport(raw: PartialImport, ctx: MdxContext): string | undefined {
  const root = ctx.partials?.root.replace(/\/+$/, '');
  const outside =
    root !== undefined && (!raw.file.startsWith(`${root}/`) || raw.file.split('/').includes('..'));
  const text = outside ? undefined : ctx.partials?.read(raw.file);
  if (text !== undefined) return text;
  const problem = outside
    ? `the file '${raw.file}' is outside the package folder ${root}`
    : `the file '${raw.file}' does not exist`;
  if (ctx.policy === 'error') throw new MarkdownSourceError(ctx.file, raw.line, problem);
  ctx.warnings.push({
    file: ctx.file,
    ...(raw.line === undefined ? {} : { line: raw.line }),
    message: problem,
  });
  return undefined;
}

/** The partials an `import`/`export` block imports, resolved against the page's file. */
export function partialImportsOf(node: MdxjsEsm, ctx: Pick<MdxContext, 'file'>): PartialImport[] {
  const imports: PartialImport[] = [];
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
    if (!MARKDOWN_SOURCE.test(statement.source.value)) continue;
    const specifier = statement.specifiers.find((item) => item.type === 'ImportDefaultSpecifier');
    if (specifier === undefined) continue;
    imports.push({
      name: specifier.local.name,
      file: resolveImport(ctx.file, statement.source.value),
      line: statement.loc?.start.line ?? node.position?.start.line,
    });
  }
  return imports;
}

/**
 * The partial files a page's source imports, resolved against its content-root-relative path,
 * found without parsing: what a caller reads before the (synchronous) render. Read each result
 * and call this on it again to find the partials it imports in turn.
 */
export function partialFilesOf(source: string, file: string): string[] {
  return [...source.matchAll(IMPORT_LINE)].map((match) => resolveImport(file, match[2]!));
}

/** `./_a.mdx` from `docs/b/page.mdx` is `docs/b/_a.mdx`; `@site/…` and bare names stay as they are. */
function resolveImport(from: string, specifier: string): string {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return specifier;
  const parts = specifier.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** Replaces `<Name />` with the rendered content of the partial `Name` was imported from. */
export function inlinePartial(node: JsxElement, partial: PartialImport, ctx: MdxContext): Replacement {
  const line = node.position?.start.line;
  const root = ctx.partials?.root.replace(/\/+$/, '');
  if (root !== undefined && !partial.file.startsWith(`${root}/`)) {
    throw new MarkdownSourceError(
      ctx.file,
      partial.line,
      `the partial '${partial.file}' is outside the package folder ${root}`,
    );
  }
  const source = ctx.partials?.read(partial.file);
  if (source === undefined) {
    throw new MarkdownSourceError(ctx.file, partial.line, `the partial '${partial.file}' does not exist`);
  }
  if (ctx.stack.includes(partial.file)) {
    const cycle = [...ctx.stack.slice(ctx.stack.indexOf(partial.file)), partial.file].join(' -> ');
    throw new MarkdownSourceError(ctx.file, line, `partials include each other: ${cycle}`);
  }
  const tree = ctx.renderPartial(partial.file, source, [...ctx.stack, partial.file]);
  const content = tree.children as RootContent[];
  if (node.type === 'mdxJsxFlowElement') return content;
  // Used inside a paragraph: a one-paragraph partial gives its text, anything else is an error.
  const only = content.length === 1 ? content[0] : undefined;
  if (only?.type === 'paragraph') return only.children;
  throw new MarkdownSourceError(
    ctx.file,
    line,
    `the partial <${partial.name} /> holds blocks and must stand on its own line`,
  );
}
