import {
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  type FacetAttribute,
  type NumericAttribute,
} from '../../schemas/search.ts';
import { FILTER_LIMITS, type FilterNode, type NumericOperator } from './filter-syntax.ts';
import { SearchError } from './search-error.ts';

/** A list filter as the wire carries it: AND over the outer list, OR inside an inner one. */
export type FilterList = readonly (string | readonly string[])[];

function fail(parameter: string, message: string): never {
  throw new SearchError('invalid_filters', `Invalid ${parameter}: ${message}`);
}

function facetLeaf(parameter: string, filter: string): FilterNode {
  const colon = filter.indexOf(':');
  if (colon <= 0) fail(parameter, `'${filter}' is not attribute:value`);
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1);
  if (!(FACET_ATTRIBUTES as readonly string[]).includes(attribute))
    fail(parameter, `unknown attribute '${attribute}'; facets are ${FACET_ATTRIBUTES.join(', ')}`);
  // Algolia: a leading '-' negates, '\-' is a literal dash.
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  const leaf: FilterNode = { kind: 'facet', attribute: attribute as FacetAttribute, value };
  return negated ? { kind: 'not', operand: leaf } : leaf;
}

function tagLeaf(_parameter: string, filter: string): FilterNode {
  const negated = filter.startsWith('-');
  const value = negated ? filter.slice(1) : filter.startsWith('\\-') ? filter.slice(1) : filter;
  const leaf: FilterNode = { kind: 'facet', attribute: '_tags', value };
  return negated ? { kind: 'not', operand: leaf } : leaf;
}

const NUMERIC = /^\s*([A-Za-z_][\w.]*)\s*(<=|>=|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;
const RANGE = /^\s*([A-Za-z_][\w.]*)\s*:\s*(-?\d+(?:\.\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?)\s*$/;

function numericAttribute(parameter: string, name: string): NumericAttribute {
  if (!(NUMERIC_ATTRIBUTES as readonly string[]).includes(name))
    fail(
      parameter,
      `unknown numeric attribute '${name}'; numeric attributes are ${NUMERIC_ATTRIBUTES.join(', ')}`,
    );
  return name as NumericAttribute;
}

function numericLeaf(parameter: string, filter: string): FilterNode {
  const range = RANGE.exec(filter);
  if (range !== null) {
    const attribute = numericAttribute(parameter, range[1]!);
    return {
      kind: 'and',
      operands: [
        { kind: 'numeric', attribute, operator: '>=', value: Number(range[2]) },
        { kind: 'numeric', attribute, operator: '<=', value: Number(range[3]) },
      ],
    };
  }
  const match = NUMERIC.exec(filter);
  if (match === null)
    fail(parameter, `'${filter}' is not 'attribute operator number' or 'attribute:low TO high'`);
  const attribute = numericAttribute(parameter, match[1]!);
  return { kind: 'numeric', attribute, operator: match[2] as NumericOperator, value: Number(match[3]) };
}

const LEAVES = { facetFilters: facetLeaf, tagFilters: tagLeaf, numericFilters: numericLeaf } as const;

/**
 * The filter of Algolia's facetFilters, tagFilters or numericFilters: every entry of the list
 * must hold (AND); an inner list holds when one of its entries does (OR). Facet values compare
 * exactly and a leading '-' negates; tags are values of `_tags`; numeric entries are
 * `attribute op number` (op one of < <= = != >= >) or `attribute:low TO high`. Undefined for an
 * empty list. Throws SearchError naming the parameter for anything it cannot read.
 */
export function parseFilterList(
  parameter: keyof typeof LEAVES,
  list: FilterList | undefined,
): FilterNode | undefined {
  if (list === undefined) return undefined;
  const leaf = LEAVES[parameter];
  let count = 0;
  const clauses: FilterNode[] = [];
  for (const entry of list) {
    const items = typeof entry === 'string' ? [entry] : entry;
    count += items.length;
    if (count > FILTER_LIMITS.maxFacets) fail(parameter, `more than ${FILTER_LIMITS.maxFacets} filters`);
    const leaves = items.map((item) => leaf(parameter, item));
    if (leaves.length === 1) clauses.push(leaves[0]!);
    else if (leaves.length > 1) clauses.push({ kind: 'or', operands: leaves });
  }
  if (clauses.length === 0) return undefined;
  return clauses.length === 1 ? clauses[0]! : { kind: 'and', operands: clauses };
}
