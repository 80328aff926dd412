import type { Expression, Program } from 'estree';
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { JsxElement, MdxContext } from './mdx-context.ts';
import { MarkdownSourceError } from './mdx-options.ts';

/** The expression of each `const` a file declares (exported or not), for props that name one. */
export function constantExpressionsOf(program: Program | null | undefined): [string, Expression][] {
  const found: [string, Expression][] = [];
  for (const statement of program?.body ?? []) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init)
        found.push([declarator.id.name, declarator.init]);
    }
  }
  return found;
}

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * One marker of Starlight's `mark`, `ins` or `del` prop as meta text: a number is a line, a
 * string marks text, a regular expression its matches, `{ range: '1-3' }` lines; arrays hold
 * several. Undefined when it is not literal (a function call, a variable the page does not set).
 */
function markerMeta(
  expression: Expression,
  constants: ReadonlyMap<string, Expression>,
  depth = 0,
): string[] | undefined {
  if (depth > 4) return undefined;
  switch (expression.type) {
    case 'Identifier': {
      const value = constants.get(expression.name);
      return value === undefined ? undefined : markerMeta(value, constants, depth + 1);
    }
    case 'Literal':
      if ('regex' in expression && expression.regex)
        return [`/${expression.regex.pattern.replace(/\//g, '\\/')}/`];
      if (typeof expression.value === 'number') return [`{${expression.value}}`];
      if (typeof expression.value === 'string') return [quote(expression.value)];
      return undefined;
    case 'TemplateLiteral':
      return expression.expressions.length === 0
        ? [quote(expression.quasis.map((quasi) => quasi.value.cooked ?? '').join(''))]
        : undefined;
    case 'ArrayExpression': {
      const parts: string[] = [];
      for (const item of expression.elements) {
        const meta =
          item === null || item.type === 'SpreadElement' ? undefined : markerMeta(item, constants, depth + 1);
        if (meta === undefined) return undefined;
        parts.push(...meta);
      }
      return parts;
    }
    case 'ObjectExpression': {
      const range = expression.properties.find(
        (property) =>
          property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'range',
      );
      const value = range?.type === 'Property' ? range.value : undefined;
      return value?.type === 'Literal' && typeof value.value === 'string' ? [`{${value.value}}`] : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The meta of Starlight's `<Code mark ins del frame meta>` in the fence syntax code-meta.ts reads,
 * so a component block and a fenced block are one thing. A marker prop set by JavaScript the
 * portal cannot read is a build error naming the prop (a warning, and no marker, in 'warn' mode).
 */
export function codeComponentMeta(node: JsxElement, ctx: MdxContext, title: string | undefined): string {
  const parts: string[] = title === undefined ? [] : [`title=${quote(title)}`];
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { name } = attribute;
    if (name === 'frame' || name === 'meta') {
      const text = plainValue(attribute);
      if (text !== undefined) parts.push(name === 'meta' ? text : `frame=${quote(text)}`);
      continue;
    }
    if (name !== 'mark' && name !== 'ins' && name !== 'del') continue;
    const value = attribute.value;
    const expression =
      typeof value === 'string'
        ? ({ type: 'Literal', value } as Expression)
        : value === null || value === undefined
          ? undefined
          : expressionOf(value.data?.estree);
    const meta = expression === undefined ? undefined : markerMeta(expression, ctx.constants ?? new Map());
    if (meta === undefined) {
      const message = `<Code> has '${name}' set by JavaScript, which the portal does not run`;
      if (ctx.policy === 'error') throw new MarkdownSourceError(ctx.file, node.position?.start.line, message);
      ctx.warnings.push({ file: ctx.file, line: node.position?.start.line, message });
      continue;
    }
    const key = name === 'mark' ? 'mark' : name;
    parts.push(...meta.map((item) => `${key}=${item}`));
  }
  return parts.join(' ');
}

function plainValue(attribute: MdxJsxAttribute): string | undefined {
  const { value } = attribute;
  if (typeof value === 'string') return value;
  const expression = value === null || value === undefined ? undefined : expressionOf(value.data?.estree);
  return expression?.type === 'Literal' && typeof expression.value === 'string'
    ? expression.value
    : undefined;
}

function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The code node a component stands for. */
export function codeNode(
  node: JsxElement,
  lang: string | undefined,
  meta: string,
  value: string,
): RootContent {
  return {
    type: 'code',
    lang: lang ?? null,
    meta: meta === '' ? null : meta,
    value: value.replace(/^\n|\n$/g, ''),
    ...(node.position ? { position: node.position } : {}),
  };
}
