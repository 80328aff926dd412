import {
  FILTERABLE_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  type FilterableAttribute,
  type NumericAttribute,
} from '../../schemas/search.ts';
import { SearchError } from './search-error.ts';

/** A numeric comparison of numericFilters (a range is two of them under AND). */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** A parsed filter: Algolia's facet filters and numeric comparisons joined with AND, OR and NOT. */
export type FilterNode =
  | { kind: 'facet'; attribute: FilterableAttribute; value: string }
  | { kind: 'numeric'; attribute: NumericAttribute; operator: NumericOperator; value: number }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'and'; operands: FilterNode[] }
  | { kind: 'or'; operands: FilterNode[] };

/** Bounds that keep a hostile filter from costing more than a legitimate one. */
export const FILTER_LIMITS = { maxLength: 4096, maxFacets: 256 } as const;

type Token =
  | { type: '(' | ')' | ':'; at: number }
  | { type: 'op'; text: NumericOperator; at: number }
  | { type: 'word'; text: string; at: number }
  | { type: 'quoted'; text: string; at: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT']);
const BARE = /[^\s()"':<>=!]+/y;

function fail(message: string, at?: number): never {
  throw new SearchError(
    'invalid_filters',
    `Invalid filters${at === undefined ? '' : ` at position ${at + 1}`}: ${message}`,
  );
}

function lex(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '(' || c === ')' || c === ':') tokens.push({ type: c, at: i++ });
    else if (c === '"' || c === "'") {
      let text = '';
      let j = i + 1;
      for (; j < source.length && source[j] !== c; j++) {
        if (source[j] === '\\' && j + 1 < source.length) j++;
        text += source[j];
      }
      if (j >= source.length) fail(`the quote opened here is never closed`, i);
      tokens.push({ type: 'quoted', text, at: i });
      i = j + 1;
    } else if (c === '<' || c === '>' || c === '=' || c === '!') {
      const two = source.slice(i, i + 2);
      const text = two === '<=' || two === '>=' || two === '!=' ? two : c;
      if (text === '!') fail(`'!' is not an operator; write != or NOT`, i);
      tokens.push({ type: 'op', text: text as NumericOperator, at: i });
      i += text.length;
    } else {
      BARE.lastIndex = i;
      const word = BARE.exec(source)![0];
      tokens.push({ type: 'word', text: word, at: i });
      i += word.length;
    }
  }
  return tokens;
}

class Parser {
  private index = 0;
  private facets = 0;
  private readonly tokens: Token[];

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token?.type === 'word' && token.text === word;
  }

  private describe(token: Token | undefined): string {
    if (token === undefined) return 'the end of the filters';
    return token.type === 'word' || token.type === 'quoted' ? `'${token.text}'` : `'${token.type}'`;
  }

  parse(): FilterNode {
    const node = this.or();
    const rest = this.peek();
    if (rest !== undefined) {
      const hint =
        rest.type === 'word' && /^(and|or|not)$/i.test(rest.text)
          ? ' (operators are upper case: AND, OR, NOT)'
          : '';
      fail(`expected AND or OR before ${this.describe(rest)}${hint}`, rest.at);
    }
    return node;
  }

  private or(): FilterNode {
    const operands = [this.and()];
    while (this.isKeyword('OR')) {
      this.index++;
      operands.push(this.and());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  private and(): FilterNode {
    const operands = [this.unary()];
    while (this.isKeyword('AND')) {
      this.index++;
      operands.push(this.unary());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  }

  private unary(): FilterNode {
    if (!this.isKeyword('NOT')) return this.primary();
    const at = this.peek()!.at;
    this.index++;
    const operand = this.unary();
    if (operand.kind !== 'facet' && operand.kind !== 'numeric')
      fail(`NOT applies to one attribute:value or comparison, not to a group or range`, at);
    return { kind: 'not', operand };
  }

  private primary(): FilterNode {
    const token = this.peek();
    if (token?.type === '(') {
      this.index++;
      const node = this.or();
      const close = this.peek();
      if (close?.type !== ')') fail(`expected ')' but found ${this.describe(close)}`, close?.at ?? token.at);
      this.index++;
      return node;
    }
    return this.facet();
  }

  /** A number operand of a comparison or range; anything else names the attribute's kind. */
  private number(attribute: string, after: string, at: number): number {
    const token = this.peek();
    const value = token?.type === 'word' ? Number(token.text) : Number.NaN;
    if (token?.type !== 'word' || token.text === '' || !Number.isFinite(value))
      fail(
        `expected a number after '${attribute} ${after}' but found ${this.describe(token)}`,
        token?.at ?? at,
      );
    this.index++;
    return value;
  }

  private numericAttribute(attribute: string, at: number): NumericAttribute {
    if (!(NUMERIC_ATTRIBUTES as readonly string[]).includes(attribute))
      fail(
        `'${attribute}' is not numeric; comparisons and ranges apply to ${NUMERIC_ATTRIBUTES.join(', ')}`,
        at,
      );
    if (++this.facets > FILTER_LIMITS.maxFacets)
      fail(`more than ${FILTER_LIMITS.maxFacets} attribute:value filters`);
    return attribute as NumericAttribute;
  }

  private facet(): FilterNode {
    const token = this.peek();
    if (
      token === undefined ||
      (token.type !== 'word' && token.type !== 'quoted') ||
      (token.type === 'word' && KEYWORDS.has(token.text))
    ) {
      fail(`expected attribute:value but found ${this.describe(token)}`, token?.at);
    }
    this.index++;
    let attribute = token.text;
    let value: string;
    const op = this.peek();
    if (op?.type === 'op') {
      // Algolia's numeric comparison: `attribute > 10`.
      this.index++;
      const numeric = this.numericAttribute(attribute, token.at);
      return {
        kind: 'numeric',
        attribute: numeric,
        operator: op.text,
        value: this.number(attribute, op.text, op.at),
      };
    }
    if (this.peek()?.type === ':') {
      this.index++;
      const valueToken = this.peek();
      if (valueToken?.type !== 'word' && valueToken?.type !== 'quoted') {
        fail(
          `expected a value after '${attribute}:' but found ${this.describe(valueToken)}`,
          valueToken?.at ?? token.at,
        );
      }
      this.index++;
      value = valueToken.text;
    } else if (token.type === 'quoted' && token.text.includes(':')) {
      // Algolia also takes the whole filter in quotes: "productName:Jira Cloud".
      const colon = token.text.indexOf(':');
      attribute = token.text.slice(0, colon);
      value = token.text.slice(colon + 1);
    } else {
      fail(
        `expected attribute:value but found ${this.describe(token)} (tag filters are not supported)`,
        token.at,
      );
    }
    if (this.isKeyword('TO')) {
      // Algolia's range `attribute:lo TO hi`, both ends included.
      const to = this.peek()!.at;
      this.index++;
      const numeric = this.numericAttribute(attribute, token.at);
      const low = Number(value);
      if (value.trim() === '' || !Number.isFinite(low))
        fail(`a range starts with a number, not '${value}'`, token.at);
      const high = this.number(attribute, 'TO', to);
      return {
        kind: 'and',
        operands: [
          { kind: 'numeric', attribute: numeric, operator: '>=', value: low },
          { kind: 'numeric', attribute: numeric, operator: '<=', value: high },
        ],
      };
    }
    if (!(FILTERABLE_ATTRIBUTES as readonly string[]).includes(attribute)) {
      fail(
        `unknown attribute '${attribute}'; filters can name ${FILTERABLE_ATTRIBUTES.join(', ')}`,
        token.at,
      );
    }
    if (++this.facets > FILTER_LIMITS.maxFacets)
      fail(`more than ${FILTER_LIMITS.maxFacets} attribute:value filters`);
    return { kind: 'facet', attribute: attribute as FilterableAttribute, value };
  }
}

/**
 * Algolia's restrictions, so a filter that works here works on Algolia too: a conjunction of
 * clauses, each a facet, a negated facet, or an OR of (negated) facets. No AND inside an OR.
 */
function checkShape(node: FilterNode): void {
  // A range is one literal to Algolia, though it is evaluated as two comparisons.
  const range = (n: FilterNode) =>
    n.kind === 'and' && n.operands.length === 2 && n.operands.every((o) => o.kind === 'numeric');
  const literal = (n: FilterNode) =>
    n.kind === 'facet' || n.kind === 'numeric' || n.kind === 'not' || range(n);
  const clause = (n: FilterNode) => literal(n) || (n.kind === 'or' && n.operands.every(literal));
  const ok = clause(node) || (node.kind === 'and' && !range(node) && node.operands.every(clause));
  if (!ok)
    fail(
      `an OR group may hold only attribute:value filters, not AND (write A AND (B OR C), not A OR (B AND C))`,
    );
}

/**
 * Parses an Algolia `filters` string: attribute:value with bare, "double" or 'single' quoted
 * values, numeric comparisons (`position < 3`, operators < <= = != >= >) and ranges
 * (`groupRank:1 TO 4`) on the numeric attributes, AND, OR, NOT and parentheses (operators upper
 * case). Returns undefined for an empty filter. Throws SearchError('invalid_filters') naming the
 * position and the problem for anything else: tags, unknown or non-numeric attributes, a
 * comparison without a number, unbalanced parentheses or quotes, and shapes Algolia refuses.
 */
export function parseFilters(source: string): FilterNode | undefined {
  if (source.length > FILTER_LIMITS.maxLength) fail(`longer than ${FILTER_LIMITS.maxLength} characters`);
  const tokens = lex(source);
  if (tokens.length === 0) return undefined;
  // Parentheses deeper than any valid filter needs would only feed the recursion.
  let depth = 0;
  for (const token of tokens) {
    depth += token.type === '(' ? 1 : token.type === ')' ? -1 : 0;
    if (depth > 2) fail(`parentheses nested deeper than Algolia filters allow`, token.at);
    if (depth < 0) fail(`')' without a matching '('`, token.at);
  }
  const node = new Parser(tokens).parse();
  checkShape(node);
  return node;
}

/** Both filters (either may be absent): how a secured key's filters join a query's. */
export function andFilters(
  left: FilterNode | undefined,
  right: FilterNode | undefined,
): FilterNode | undefined {
  if (left === undefined) return right;
  if (right === undefined) return left;
  const parts = (n: FilterNode) => (n.kind === 'and' ? n.operands : [n]);
  return { kind: 'and', operands: [...parts(left), ...parts(right)] };
}
