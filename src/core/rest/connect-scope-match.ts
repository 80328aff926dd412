import type { ConnectRestApi, ConnectScope } from '../../schemas/connect-scopes.ts';

/** A REST API entry of a Connect scopes file, compiled for matching. */
export interface ConnectScopeRule {
  id: string;
  /** Every expansion of the entry's pattern (one per version), split into segments. */
  patterns: string[][];
  scopes: ConnectRestApi['scopes'];
  /** Literal segments of the pattern: more is more specific. */
  literals: number;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The rules of the public entries of a product's file. Entries with `public: false` describe
 * APIs the docs do not document, so they never label an operation.
 */
export function connectScopeRules(apis: readonly ConnectRestApi[]): ConnectScopeRule[] {
  return apis
    .filter((api) => api.public)
    .map((api) => {
      const expansions = (api.versions ?? ['']).map((version) =>
        segments(api.path.replaceAll('{version}', version)),
      );
      const literals = segments(api.path).filter(
        (segment) => segment !== '*' && segment !== '**' && segment !== '{version}',
      ).length;
      return { id: api.id, patterns: expansions, scopes: api.scopes, literals };
    });
}

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  for (let index = 0; index < pattern.length; index++) {
    const want = pattern[index]!;
    if (want === '**') return true;
    const have = path[index];
    if (have === undefined) return false;
    if (want === '*') continue;
    if (want !== have) return false;
  }
  return pattern.length === path.length;
}

/**
 * The Connect scope an operation needs by the product's scopes file: the most specific public
 * entry whose pattern covers `path` (the server URL's path followed by the operation path) and
 * that names the method. Ties go to the entry listed first. Undefined when none applies.
 */
export function matchConnectScope(
  rules: readonly ConnectScopeRule[],
  path: string,
  method: string,
): ConnectScope | undefined {
  const wanted = segments(path);
  const key = method.toUpperCase() as keyof ConnectRestApi['scopes'];
  let best: ConnectScopeRule | undefined;
  for (const rule of rules) {
    if (rule.scopes[key] === undefined) continue;
    if (!rule.patterns.some((pattern) => matches(pattern, wanted))) continue;
    if (best === undefined || rule.literals > best.literals) best = rule;
  }
  return best?.scopes[key];
}
