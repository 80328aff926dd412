import type { Expression, Program } from 'estree';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';

/** The value of an expression that is a plain literal, or of a comment-only `{}`. */
export type LiteralValue =
  { kind: 'empty' } | { kind: 'value'; value: string | number | boolean | null } | { kind: 'dynamic' };

/**
 * Evaluates an MDX expression only when it is a simple literal: a string, number, boolean or
 * null, a template literal without `${}`, or nothing but comments. Anything else needs a
 * JavaScript runtime the portal does not run, and is 'dynamic'.
 */
/** Constants a file exports (`export const name = 'literal'`), which its expressions may name. */
export type LiteralScope = ReadonlyMap<string, string | number | boolean | null>;

const NO_CONSTANTS: LiteralScope = new Map();

export function literalOf(
  program: Program | null | undefined,
  scope: LiteralScope = NO_CONSTANTS,
): LiteralValue {
  if (program === null || program === undefined) return { kind: 'dynamic' };
  if (program.body.length === 0) return { kind: 'empty' };
  const statement = program.body[0];
  if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return { kind: 'dynamic' };
  return literalExpression(statement.expression, scope);
}

/** The literal constants an `import`/`export` block declares (`export const a = 'b'`). */
export function constantsOf(
  program: Program | null | undefined,
): [string, string | number | boolean | null][] {
  const constants: [string, string | number | boolean | null][] = [];
  for (const statement of program?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
      const literal = literalExpression(declarator.init, NO_CONSTANTS);
      if (literal.kind === 'value') constants.push([declarator.id.name, literal.value]);
    }
  }
  return constants;
}

function literalExpression(expression: Expression, scope: LiteralScope): LiteralValue {
  if (expression.type === 'Identifier' && scope.has(expression.name)) {
    return { kind: 'value', value: scope.get(expression.name)! };
  }
  if (expression.type === 'Literal' && !('regex' in expression) && !('bigint' in expression)) {
    return { kind: 'value', value: expression.value as string | number | boolean | null };
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return { kind: 'value', value: expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('') };
  }
  return { kind: 'dynamic' };
}

/** A JSX element's attributes: literal values (a bare attribute is `true`), and the dynamic ones. */
export interface ElementProps {
  values: Map<string, string | number | boolean | null>;
  /** Names of attributes with non-literal values (`{...spread}` is named `...`). */
  dynamic: string[];
}

/** Reads a JSX element's attributes. */
export function propsOf(
  attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  scope: LiteralScope = NO_CONSTANTS,
): ElementProps {
  const values = new Map<string, string | number | boolean | null>();
  const dynamic: string[] = [];
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      dynamic.push('...');
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) values.set(name, true);
    else if (typeof value === 'string') values.set(name, value);
    else {
      const literal = literalOf(value.data?.estree, scope);
      if (literal.kind === 'value') values.set(name, literal.value);
      else dynamic.push(name);
    }
  }
  return { values, dynamic };
}

/** A prop as a string, when it is one (numbers are written out). */
export function stringProp(props: ElementProps, name: string): string | undefined {
  const value = props.values.get(name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
