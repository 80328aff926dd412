import type { SearchPlatform, SearchType } from '../../schemas/search.ts';

/** What the search UI and the search key restrict results to (spec §5). */
export interface FilterSelection {
  platform?: SearchPlatform | undefined;
  /** productName values; several are joined by OR. */
  products?: readonly string[] | undefined;
  types?: readonly SearchType[] | undefined;
  /** Privileges the visitor may read ('NONE' is public); joined by OR. */
  access?: readonly string[] | undefined;
  /** Leave out REST results (spec §5 "REST results … can be excluded by filter"). */
  excludeRest?: boolean | undefined;
}

const PLAIN = /^[A-Za-z0-9_./-]+$/;
const KEYWORD = /^(AND|OR|NOT|TO)$/;

/** A value as the filter syntax reads it back: bare when it can be, else double-quoted. */
export function filterValue(value: string): string {
  if (PLAIN.test(value) && !KEYWORD.test(value)) return value;
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function anyOf(attribute: string, values: readonly string[]): string | undefined {
  const unique = [...new Set(values)];
  if (unique.length === 0) return undefined;
  const parts = unique.map((value) => `${attribute}:${filterValue(value)}`);
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

/**
 * The Algolia `filters` string for a selection, clauses joined by AND in the spec's order
 * (§5): `platform:x AND (productName:a OR productName:b) AND (docType:guide OR docType:rest) AND
 * (access:NONE OR access:P) AND NOT docType:rest`. Empty selections give ''.
 */
export function buildFilters(selection: FilterSelection): string {
  const clauses = [
    selection.platform === undefined ? undefined : `platform:${filterValue(selection.platform)}`,
    anyOf('productName', selection.products ?? []),
    anyOf('docType', selection.types ?? []),
    anyOf('access', selection.access ?? []),
    selection.excludeRest ? 'NOT docType:rest' : undefined,
  ];
  return clauses.filter((clause) => clause !== undefined).join(' AND ');
}
