import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No user-facing string is hard-coded outside the catalogues. Every component under
 * src/ui is parsed with the TypeScript compiler; JSX text with a letter in it, and a string that
 * could reach a user-facing attribute, fail the test. Texts from data (props, the content set)
 * and from `t(…)` are expressions, not literals, so they pass.
 */
// Vite reads the sources for the test (UI code may not import Node's file system).
const SOURCES = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Attributes a reader sees or hears, and component props named like them (`drawerTitle`). */
const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/**
 * Justified exceptions, as `file: text`. Empty: locale names are data (locale-control/locale-names.ts)
 * and decorative marks (×, ›, ©) carry no letter, so nothing needs one today.
 */
const ALLOWED = new Set<string>([]);

const USER_FACING_PROP = /(label|title|text|heading|caption|message|description|tooltip)$/i;

const LETTER = /\p{L}/u;

/** The string literals of an expression whose text could be what ends up rendered. */
function renderedLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return renderedLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...renderedLiterals(node.whenTrue), ...renderedLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (
      kind === ts.SyntaxKind.PlusToken ||
      kind === ts.SyntaxKind.BarBarToken ||
      kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...renderedLiterals(node.left), ...renderedLiterals(node.right)];
    }
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return renderedLiterals(node.right);
  }
  return [];
}

function literalText(node: ts.Node): string {
  return ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateLiteralToken(node)
    ? (node as ts.LiteralLikeNode).text
    : node.getText();
}

function isUserFacing(attribute: string): boolean {
  return USER_FACING_ATTRIBUTES.has(attribute) || USER_FACING_PROP.test(attribute);
}

/** Every hard-coded user-facing text of one source file, as `line: text`. */
export function hardCodedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!LETTER.test(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${line}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression !== undefined && !ts.isJsxAttribute(node.parent)) {
      for (const literal of renderedLiterals(node.expression)) report(literal, literalText(literal));
    } else if (ts.isJsxAttribute(node) && isUserFacing(node.name.getText(file))) {
      const value = node.initializer;
      if (value !== undefined && ts.isStringLiteral(value)) report(value, value.text);
      else if (value !== undefined && ts.isJsxExpression(value) && value.expression !== undefined) {
        for (const literal of renderedLiterals(value.expression)) report(literal, literalText(literal));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('UI strings', () => {
  it('flags JSX text, text expressions and user-facing attributes written as literals', () => {
    const source = `
      const a = <p>Hello {name}</p>;
      const b = <button aria-label="Close" title={open ? 'Hide' : t('x')} />;
      const c = <img alt={\`Logo of \${name}\`} data-testid="logo" className="big" />;
      const d = <span>{'Inline'} {t('ok')} {count} · ✓</span>;
      const e = <input placeholder={label ?? 'Search'} aria-label={t('search', { q: 'x' })} />;
      const f = <Drawer drawerTitle="Menu" variant="primary" titleId="x" />;`;
    expect(hardCodedTexts('sample.tsx', source)).toEqual([
      '2: Hello',
      '3: Close',
      '3: Hide',
      '4: Logo of',
      '5: Inline',
      '6: Search',
      '7: Menu',
    ]);
  });

  it('come from the catalogues in every component under src/ui', () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(30); // the scan really covers the feature folders
    const problems = files.flatMap(([path, source]) => {
      const name = path.replace(/^\.\.\//, '');
      return hardCodedTexts(name, source)
        .filter((text) => !ALLOWED.has(`${name}: ${text.replace(/^\d+: /, '')}`))
        .map((text) => `${name}:${text}`);
    });
    expect(problems).toEqual([]);
  });
});
