import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Data } from 'unified';
import { createFastMarkdownParser, fastParserCan } from './fast-markdown-parser.ts';
import { fastTreeNeedsMicromark } from './fast-tree-check.ts';
import { GFM_SYNTAX, mayHoldDirective, type GfmSyntax } from './syntax-detect.ts';

type MicromarkExtension = NonNullable<Data['micromarkExtensions']>[number];
type FromMarkdownEntry = NonNullable<Data['fromMarkdownExtensions']>[number];
type FromMarkdownExtension = Exclude<FromMarkdownEntry, readonly unknown[]>;
type Transform = NonNullable<FromMarkdownExtension['transforms']>[number];
type Processor = ReturnType<typeof processorOf>;

/** What any of the GFM autolink-literal tree transform's patterns needs in a text node. */
const LITERAL_CANDIDATE = /@|https?:\/\/|www\./i;

/** Parses a markdown file (GFM and directives) into mdast; `path` is only used in messages. */
export type MarkdownParser = (file: { path: string; value: string }) => Root;

/** Options of {@link createMarkdownParser}. */
export interface MarkdownParserOptions {
  /**
   * Parse with markdown-it where the page's syntax allows it (fast-markdown-parser.ts), else
   * with micromark. Default true; false parses every page with micromark, the reference.
   */
  fast?: boolean;
}

/**
 * The remark parser of the pipeline (remark-parse, remark-gfm, remark-directive), with shortcuts
 * that give the same tree, node for node, at about half the cost:
 *
 * - micromark tries every syntax extension wherever it could start: GFM tables at the start of
 *   every block, email autolinks at every word, and so on, which costs more than half of all
 *   parsing. A page is parsed without the extensions whose syntax cannot occur in it: without
 *   tables when no line could be a table's delimiter row, without emails when there is no `x@y`
 *   (see syntax-detect.ts).
 * - GFM's autolink-literal tree transform walks every text node with four expressions; it only
 *   runs when some text node holds `@`, `http://`, `https://` or `www.`, which each needs.
 */
export function createMarkdownParser(options: MarkdownParserOptions = {}): MarkdownParser {
  const fast = options.fast === false ? undefined : createFastMarkdownParser();
  const gfm = extensionsOf(unified().use(remarkGfm));
  const directive = extensionsOf(unified().use(remarkDirective));
  const literalTransforms: Transform[] = [];
  const fromMarkdown = [...gfm.fromMarkdown, ...directive.fromMarkdown].flat().map((extension) => {
    // The GFM autolink-literal extension is the one handling `literalAutolink` tokens.
    if (extension.enter?.['literalAutolink'] === undefined || !extension.transforms) return extension;
    literalTransforms.push(...extension.transforms);
    return { ...extension, transforms: [] } satisfies FromMarkdownExtension;
  });

  const processors = new Map<string, Processor>();
  const processorFor = (source: string): Processor => {
    const absent = GFM_SYNTAX.filter((syntax) => !syntax.mayOccur(source));
    const withDirectives = mayHoldDirective(source);
    const key = `${absent.map((syntax) => syntax.name).join()}|${withDirectives}`;
    let processor = processors.get(key);
    if (processor === undefined) {
      const micromark = [
        ...gfm.micromark.map((extension) => withoutConstructs(extension, absent)),
        ...(withDirectives ? directive.micromark : []),
      ];
      processor = processorOf(micromark, fromMarkdown);
      processors.set(key, processor);
    }
    return processor;
  };

  return (file) => {
    let tree = fast !== undefined && fastParserCan(file.value) ? fast(file.value) : undefined;
    if (tree === undefined || fastTreeNeedsMicromark(tree)) tree = processorFor(file.value).parse(file);
    if (someText(tree, LITERAL_CANDIDATE)) {
      for (const transform of literalTransforms) tree = transform(tree) || tree;
    }
    return tree;
  };
}

function extensionsOf(plugin: ReturnType<typeof unified>) {
  const frozen = plugin.freeze();
  return {
    micromark: frozen.data('micromarkExtensions') ?? [],
    fromMarkdown: frozen.data('fromMarkdownExtensions') ?? [],
  };
}

function processorOf(micromark: MicromarkExtension[], fromMarkdown: FromMarkdownExtension[]) {
  return unified()
    .use(remarkParse)
    .data('micromarkExtensions', micromark)
    .data('fromMarkdownExtensions', fromMarkdown)
    .freeze();
}

/** A copy of a micromark extension without the named constructs of the given syntaxes. */
function withoutConstructs(
  extension: MicromarkExtension,
  syntaxes: readonly GfmSyntax[],
): MicromarkExtension {
  if (syntaxes.length === 0) return extension;
  const names = new Set(syntaxes.flatMap((syntax) => syntax.constructs));
  const copy: Record<string, unknown> = {};
  for (const [hook, record] of Object.entries(extension)) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      copy[hook] = record;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(record as Record<string, unknown>)) {
      const list = (Array.isArray(value) ? value : [value]) as unknown[];
      const rest = list.filter(
        (construct) => !names.has((construct as { name?: string } | null)?.name ?? ''),
      );
      if (rest.length > 0) kept[code] = rest;
    }
    copy[hook] = kept;
  }
  return copy as MicromarkExtension;
}

interface AnyNode {
  type: string;
  value?: unknown;
  children?: AnyNode[];
}

function someText(node: AnyNode, pattern: RegExp): boolean {
  if (node.type === 'text') return typeof node.value === 'string' && pattern.test(node.value);
  if (node.children === undefined) return false;
  for (const child of node.children) if (someText(child, pattern)) return true;
  return false;
}
