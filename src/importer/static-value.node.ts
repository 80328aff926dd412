import ts from 'typescript';

/** A part of a configuration file whose value is known only when the file runs. */
export interface Unresolved {
  readonly kind: 'unresolved';
  file: string;
  line: number;
  /** The source text (shortened), for the import report. */
  text: string;
}

/** A call written in the file (`defineConfig({...})`, `starlight({...})`), with its arguments. */
export interface StaticCall {
  readonly kind: 'call';
  /** The callee as written: `starlight`, `require.resolve`. */
  callee: string;
  args: StaticValue[];
  file: string;
  line: number;
}

/** What a configuration expression is known to be without running it. */
export type StaticValue =
  string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue } | Unresolved | StaticCall;

/** A configuration module read without running it. */
export interface StaticModule {
  /** `export default …`, else `module.exports = …`. */
  main: StaticValue | undefined;
  /** Named exports (`export const x = …`, `module.exports.x = …`). */
  named: Record<string, StaticValue>;
  /** Every part that could not be known, in file order. */
  unresolved: Unresolved[];
}

export function isUnresolved(value: StaticValue | undefined): value is Unresolved {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && value['kind'] === 'unresolved'
  );
}

export function isCall(value: StaticValue | undefined, callee?: string): value is StaticCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    value['kind'] === 'call' &&
    (callee === undefined || value['callee'] === callee)
  );
}

/** A plain object value (not an array, a call or an unresolved part). */
/** A static value that is a string, else undefined. */
export const asString = (value: StaticValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function isRecord(value: StaticValue | undefined): value is { [key: string]: StaticValue } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !isUnresolved(value) &&
    !isCall(value)
  );
}

/**
 * Reads a JavaScript or TypeScript configuration module (docusaurus.config.ts, sidebars.js,
 * astro.config.mjs) as data, without running it: literals, objects, arrays, top-level constants,
 * property reads of known objects and `a || b` are evaluated; calls are kept as calls; anything
 * else (environment reads, computed values) is reported with its line. Running a site's config
 * would need its dependencies installed and would execute code the portal does not trust.
 */
export function readStaticModule(file: string, text: string): StaticModule {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const constants = new Map<string, ts.Expression>();
  const unresolved: Unresolved[] = [];
  const named: Record<string, StaticValue> = {};
  let main: ts.Expression | undefined;
  const namedExpressions: [string, ts.Expression][] = [];

  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue;
        constants.set(declaration.name.text, declaration.initializer);
        if (exported) namedExpressions.push([declaration.name.text, declaration.initializer]);
      }
    } else if (ts.isExportAssignment(statement)) {
      main = statement.expression;
    } else if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression)) {
      const { left, right, operatorToken } = statement.expression;
      if (operatorToken.kind !== ts.SyntaxKind.EqualsToken) continue;
      const target = left.getText(source);
      if (target === 'module.exports') main = right;
      else if (/^(?:module\.)?exports\.\w+$/.test(target))
        namedExpressions.push([target.slice(target.lastIndexOf('.') + 1), right]);
    }
  }

  const evaluating = new Set<string>();
  const unknown = (node: ts.Node): Unresolved => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const written = node.getText(source).replace(/\s+/g, ' ');
    const found: Unresolved = {
      kind: 'unresolved',
      file,
      line,
      text: written.length > 80 ? `${written.slice(0, 77)}...` : written,
    };
    unresolved.push(found);
    return found;
  };

  const evaluate = (node: ts.Expression): StaticValue => {
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node)
    )
      return evaluate(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const value = evaluate(node.operand);
      return typeof value === 'number' ? -value : unknown(node);
    }
    if (ts.isTemplateExpression(node)) {
      let out = node.head.text;
      for (const span of node.templateSpans) {
        const value = evaluate(span.expression);
        if (typeof value !== 'string' && typeof value !== 'number') return unknown(node);
        out += String(value) + span.literal.text;
      }
      return out;
    }
    if (ts.isArrayLiteralExpression(node)) return arrayOf(node);
    if (ts.isObjectLiteralExpression(node)) return objectOf(node);
    if (ts.isIdentifier(node)) return constant(node);
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) return member(node);
    if (ts.isCallExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      return {
        kind: 'call',
        callee: node.expression.getText(source),
        args: node.arguments.map((argument) => evaluate(argument)),
        file,
        line,
      };
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
        // `process.env.X || 'default'`: the written default is what a build without X uses.
        const before = unresolved.length;
        const left = evaluate(node.left);
        if (isUnresolved(left)) {
          unresolved.length = before;
          return evaluate(node.right);
        }
        const empty = operator === ts.SyntaxKind.BarBarToken ? !left : left === null;
        return empty ? evaluate(node.right) : left;
      }
    }
    return unknown(node);
  };

  const constant = (node: ts.Identifier): StaticValue => {
    const initializer = constants.get(node.text);
    if (initializer === undefined || evaluating.has(node.text)) return unknown(node);
    evaluating.add(node.text);
    try {
      return evaluate(initializer);
    } finally {
      evaluating.delete(node.text);
    }
  };

  const member = (node: ts.PropertyAccessExpression | ts.ElementAccessExpression): StaticValue => {
    const key = ts.isPropertyAccessExpression(node)
      ? node.name.text
      : ts.isStringLiteral(node.argumentExpression) || ts.isNumericLiteral(node.argumentExpression)
        ? node.argumentExpression.text
        : undefined;
    const before = unresolved.length;
    const target = evaluate(node.expression);
    if (key === undefined || isUnresolved(target)) {
      unresolved.length = before;
      return unknown(node);
    }
    if (Array.isArray(target) && /^\d+$/.test(key)) return target[Number(key)] ?? unknown(node);
    if (isRecord(target) && Object.hasOwn(target, key)) return target[key]!;
    unresolved.length = before;
    return unknown(node);
  };

  const arrayOf = (node: ts.ArrayLiteralExpression): StaticValue => {
    const out: StaticValue[] = [];
    for (const element of node.elements) {
      if (ts.isSpreadElement(element)) {
        const spread = evaluate(element.expression);
        if (Array.isArray(spread)) out.push(...spread);
        else out.push(isUnresolved(spread) ? spread : unknown(element));
      } else if (!ts.isOmittedExpression(element)) out.push(evaluate(element));
    }
    return out;
  };

  const objectOf = (node: ts.ObjectLiteralExpression): StaticValue => {
    const out: { [key: string]: StaticValue } = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = evaluate(property.expression);
        if (isRecord(spread)) Object.assign(out, spread);
        else if (!isUnresolved(spread)) unknown(property);
        continue;
      }
      const name = propertyName(property.name);
      if (name === undefined) {
        unknown(property);
        continue;
      }
      if (ts.isPropertyAssignment(property)) out[name] = evaluate(property.initializer);
      else if (ts.isShorthandPropertyAssignment(property)) out[name] = constant(property.name);
      else out[name] = unknown(property);
    }
    return out;
  };

  const propertyName = (name: ts.PropertyName | undefined): string | undefined => {
    if (name === undefined) return undefined;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
    if (ts.isComputedPropertyName(name)) {
      const value = evaluate(name.expression);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    }
    return undefined;
  };

  for (const [name, expression] of namedExpressions) named[name] = evaluate(expression);
  const mainValue = main === undefined ? undefined : evaluate(main);
  // A constant read from several places is reported once.
  const seen = new Set<string>();
  const distinct = unresolved
    .filter((entry) => {
      const key = `${entry.line}:${entry.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line);
  return { main: mainValue, named, unresolved: distinct };
}

function scriptKind(file: string): ts.ScriptKind {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(file)) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}
